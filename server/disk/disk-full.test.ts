import { describe, expect, it } from 'vitest'
import { expectConsoleError } from '../../tests/setup/vitest-each-file.ts'
import { applyEdgeRules } from '../security/edge.ts'
import { DISK_FULL_MESSAGE, diskFullResponse, isDiskFull } from './disk-full.ts'

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code })

describe('isDiskFull', () => {
  it('knows the operating system refusing a write for want of space, or over a quota', () => {
    expect(isDiskFull(withCode('ENOSPC', "ENOSPC: no space left on device, write '/data/uploads/a.pdf'"))).toBe(true)
    expect(isDiskFull(withCode('EDQUOT'))).toBe(true)
  })

  it("knows PostgreSQL's disk_full and its words when the code is lost", () => {
    // What postgres.js throws: a PostgresError with the SQLSTATE in `code`.
    expect(isDiskFull(withCode('53100', 'could not extend file "base/16384/16500": No space left on device'))).toBe(true)
    expect(isDiskFull(new Error('could not extend file "base/16384/16500": wrote only 4096 of 8192 bytes at block 12'))).toBe(true)
    expect(isDiskFull(new Error('PANIC: could not write to file "pg_wal/xlogtemp.123": No space left on device'))).toBe(true)
  })

  it('knows an S3-compatible store answering 507 or naming a full disk, and a cause inside a wrapper', () => {
    expect(isDiskFull(new Error('[unstorage] [s3] [PUT] http://127.0.0.1:9000/b/policies/x.pdf: 507 Insufficient Storage <Error>…'))).toBe(true)
    expect(isDiskFull(new Error('[PUT] …: 500 Internal Server Error <Code>XMinioStorageFull</Code>'))).toBe(true)
    expect(isDiskFull(new Error('The upload failed', { cause: withCode('ENOSPC') }))).toBe(true)
  })

  it('is false for every other failure, and for things that are not errors', () => {
    for (const error of [
      withCode('EACCES'),
      withCode('ENOENT'),
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('53300', 'too many connections'),
      withCode('ECONNREFUSED'),
      new Error('S3 GET policies/x.pdf answered 500'),
      undefined,
      null,
      'ENOSPC',
      42,
    ]) {
      expect(isDiskFull(error), String(error)).toBe(false)
    }
  })
})

describe('a write that meets a full disk', () => {
  it('answers 503 with a message a volunteer understands, and Retry-After', async () => {
    const response = diskFullResponse()
    expect(response.status).toBe(503)
    expect(response.headers.get('Retry-After')).toBe('60')
    expect(await response.json()).toEqual({ error: DISK_FULL_MESSAGE })
    expect(DISK_FULL_MESSAGE).toMatch(/^The server's disk is full/)
  })

  it('is a 503, not a 500, wherever in the app it is thrown: an event save meeting PostgreSQL disk_full', async () => {
    const request = new Request('http://localhost:3000/api/events', { method: 'POST', headers: { Origin: 'http://localhost:3000' } })
    const diskFull = withCode('53100', 'could not extend file "base/16384/16500": No space left on device')
    const response = await applyEdgeRules(request, '/api/events', undefined, () => {
      throw diskFull
    })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ error: DISK_FULL_MESSAGE })
    expect(expectConsoleError().map(String)).toEqual([
      'The disk is full: /api/events could not save: could not extend file "base/16384/16500": No space left on device',
    ])
  })
})
