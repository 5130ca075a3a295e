import { describe, expect, it } from 'vitest'
import { importedWords, problemLines } from './import-content'

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
