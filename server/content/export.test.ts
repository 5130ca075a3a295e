import { describe, expect, it } from 'vitest'
import { exportFileName, exportTooLarge } from './export.ts'
import { IMPORT_BODY_LIMIT } from './http.ts'

describe('an export', () => {
  it('is offered up to what an import takes, and refused past it with its size', () => {
    expect(exportTooLarge(IMPORT_BODY_LIMIT, IMPORT_BODY_LIMIT)).toBeNull()
    expect(exportTooLarge(IMPORT_BODY_LIMIT + 1, IMPORT_BODY_LIMIT)).toBe(
      'The export would be 25.1 MB, more than the 25 MB an import takes: remove some photos from the content, then download it again',
    )
  })

  it('is named by the day in London', () => {
    expect(exportFileName(new Date('2026-11-23T23:30:00Z'))).toBe('church-site-content-2026-11-23.json')
  })
})
