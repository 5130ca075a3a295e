import { describe, expect, it } from 'vitest'
import { asArchiveError } from './read-archive.ts'

const failure = (code: string) => Object.assign(new Error(`${code}: failed`), { code })

describe('asArchiveError', () => {
  it('says a file the user cannot read is kept out by its owner or permissions, not damaged', () => {
    for (const code of ['EACCES', 'EPERM']) {
      const { message } = asArchiveError(failure(code), '/data/backups/copied.tar.gz.age')
      expect(message).toMatch(
        /^\/data\/backups\/copied\.tar\.gz\.age cannot be read by the user this runs as \(uid \d+\): its owner or permissions keep it out/,
      )
      expect(message).toContain('chown')
      expect(message).not.toContain('damaged')
    }
  })

  it('still calls an unreadable archive damaged', () => {
    expect(asArchiveError(new Error('incorrect header check'), 'x.tar.gz').message).toBe(
      'x.tar.gz is damaged or incomplete, or is not a .tar.gz backup (incorrect header check)',
    )
  })
})
