/** The sermon library's query string, shared by its page, its links and the page cache. Imported by server code too. */

export const LIBRARY_PATH = '/sermons/library'
/** The longest search the library reads; a longer one is cut. */
export const MAX_SEARCH_LENGTH = 100
/** Filter values longer than this cannot be a series' slug, a speaker or a book, and are ignored. */
const MAX_FILTER_LENGTH = 100
/** The highest page number read: 2,000 sermons at 20 a page are 100 pages. */
const MAX_PAGE = 10_000

/** Longer query strings, however spelled, are rendered uncached. */
const MAX_CANONICAL_QUERY_LENGTH = 2048

/** The library's parameters, in the one order its links, its form and the page cache use. */
export const LIBRARY_PARAMS = ['q', 'series', 'speaker', 'book', 'page'] as const
type LibraryParam = (typeof LIBRARY_PARAMS)[number]

export type LibrarySearch = { q?: string; series?: string; speaker?: string; book?: string; page?: number }

function text(value: unknown, maxLength: number): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const trimmed = String(value).trim()
  if (trimmed === '') return undefined
  return Array.from(trimmed).slice(0, maxLength).join('').trim()
}

function filter(value: unknown): string | undefined {
  const read = text(value, MAX_FILTER_LENGTH + 1)
  return read && read.length <= MAX_FILTER_LENGTH ? read : undefined
}

/** A page number of 2 or more, or undefined for the first page and anything that is not one. */
function pageNumber(value: unknown): number | undefined {
  const digits = typeof value === 'number' ? String(value) : value
  if (typeof digits !== 'string' || !/^[1-9]\d{0,4}$/.test(digits)) return undefined
  const page = Number(digits)
  return page >= 2 && page <= MAX_PAGE ? page : undefined
}

/** Reads whatever a visitor sent: anything unknown, empty, too long or not a page number is left out, never an error. */
export function librarySearch(raw: Record<string, unknown>): LibrarySearch {
  const search: LibrarySearch = {
    q: text(raw.q, MAX_SEARCH_LENGTH),
    series: filter(raw.series),
    speaker: filter(raw.speaker),
    book: filter(raw.book),
    page: pageNumber(raw.page),
  }
  for (const key of LIBRARY_PARAMS) if (search[key] === undefined) delete search[key]
  return search
}

/** The library's address for a search: its parameters in their one order, empty ones and page 1 left out. */
export function libraryHref(search: LibrarySearch): string {
  const params = new URLSearchParams()
  for (const key of LIBRARY_PARAMS) {
    const value = search[key]
    if (value !== undefined && value !== '') params.set(key, String(value))
  }
  const query = params.toString()
  return query ? `${LIBRARY_PATH}?${query}` : LIBRARY_PATH
}

/**
 * Whether a library query string is in the one spelling the page cache may keep: only the library's
 * parameters, each at most once and in their order, the search trimmed and at most 100 characters,
 * a page number as digits, and every value encoded as a form encodes it. Empty values, which the
 * library's form sends for filters left unset, are allowed. Anything else is rendered uncached.
 */
export function isCanonicalLibraryQuery(search: string): boolean {
  if (!search.startsWith('?') || search.length > MAX_CANONICAL_QUERY_LENGTH) return false
  const params = [...new URLSearchParams(search)]
  let last = -1
  for (const [key, value] of params) {
    const order = LIBRARY_PARAMS.indexOf(key as LibraryParam)
    if (order <= last) return false
    last = order
    if (!canonicalValue(key as LibraryParam, value)) return false
  }
  return params.length > 0 && `?${new URLSearchParams(params).toString()}` === search
}

function canonicalValue(key: LibraryParam, value: string): boolean {
  if (value === '') return true
  if (key === 'page') return pageNumber(value) !== undefined
  if (key === 'q') return value === text(value, MAX_SEARCH_LENGTH)
  return value === filter(value)
}
