import { describe, expect, it } from 'vitest'
import { DIARY_PAGE_SIZE, diaryPage, diaryPageNumber } from './diary-page.ts'

describe('the diary in pages', () => {
  const entries = Array.from({ length: DIARY_PAGE_SIZE * 2 + 3 }, (_, index) => index)

  it('gives each page its entries, and the last page for one past it', () => {
    expect(diaryPage(entries, 1)).toEqual({ entries: entries.slice(0, DIARY_PAGE_SIZE), page: 1, pages: 3 })
    expect(diaryPage(entries, 3)).toEqual({ entries: entries.slice(DIARY_PAGE_SIZE * 2), page: 3, pages: 3 })
    expect(diaryPage(entries, 9).page).toBe(3)
    expect(diaryPage([], 1)).toEqual({ entries: [], page: 1, pages: 1 })
  })

  it('reads a page number from the search, and the first page from anything else', () => {
    expect(diaryPageNumber({ page: 2 })).toBe(2)
    for (const search of [{}, null, { page: 0 }, { page: -1 }, { page: 1.5 }, { page: '2' }, { page: 1e9 }]) expect(diaryPageNumber(search)).toBe(1)
  })
})
