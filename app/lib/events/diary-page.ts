/** How many entries What's On When shows a page: the page renders in a few milliseconds however full the diary. */
export const DIARY_PAGE_SIZE = 20
/** The highest page number asked for that is taken as such; anything else is the first page. */
const PAGE_MAX = 1000

/** One page of the diary's entries, and how many pages there are (at least one). */
export type DiaryPage<T> = { entries: T[]; page: number; pages: number }

/** The page a URL's search asks for: `?page=2`; the first for anything else. */
export function diaryPageNumber(search: unknown): number {
  const page = (search as { page?: unknown } | null)?.page
  return typeof page === 'number' && Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1
}

/** The entries of one page; a page past the last gives the last. */
export function diaryPage<T>(entries: readonly T[], page: number): DiaryPage<T> {
  const pages = Math.max(1, Math.ceil(entries.length / DIARY_PAGE_SIZE))
  const shown = Math.min(page, pages)
  return { entries: entries.slice((shown - 1) * DIARY_PAGE_SIZE, shown * DIARY_PAGE_SIZE), page: shown, pages }
}
