import { afterEach, describe, expect, it, vi } from 'vitest'
import { importedWords, importFile, problemLines } from './import-content'

const titles = new Map([
  ['community', 'Community programmes'],
  ['footer', 'Footer'],
  ['people', 'People'],
])

describe('what an import says', () => {
  it('lists the documents imported by their titles, or that nothing changed', () => {
    expect(importedWords(['people', 'footer'], titles)).toBe('Imported 2 documents: People, Footer.')
    expect(importedWords(['footer'], titles)).toBe('Imported 1 document: Footer.')
    expect(importedWords([], titles)).toBe('Nothing to import: the file matches the site.')
  })

  it('names a field at fault by its document’s title and its own message, and leaves other problems as they are', () => {
    expect(
      problemLines(
        {
          'documents.community.grotto.nextDate': 'Next grotto date: enter a real date, such as 2026-12-12',
          'documents.sermons': 'sermons: this site has no such document',
          'photos.1': 'Photo 2: the photo is not base64 data',
          format: 'Format: this is not an export of a church site’s content',
        },
        titles,
      ),
    ).toEqual([
      'Community programmes: Next grotto date: enter a real date, such as 2026-12-12',
      'sermons: this site has no such document',
      'Photo 2: the photo is not base64 data',
      'Format: this is not an export of a church site’s content',
    ])
  })
})

describe('an import the server could not save', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  const answered = async (status: number, error: string) => {
    vi.stubGlobal('fetch', async () => Response.json({ error }, { status }))
    return importFile(new File(['{}'], 'export.json'), titles)
  }

  it("shows a 503's own words, such as a full disk, but not a 500's", async () => {
    const diskFull = "The server's disk is full, so this was not saved and nothing was changed."
    expect(await answered(503, diskFull)).toEqual({ ok: false, problems: [diskFull] })
    expect(await answered(500, 'Something went wrong on our side. Please try again later.')).toEqual({
      ok: false,
      problems: [expect.not.stringContaining('Something went wrong on our side')],
    })
  })
})
