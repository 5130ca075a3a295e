import type { SermonStatus } from '~/lib/sermons/library-admin'

export const LIBRARY_STATE_KEY = ['/api/admin/sermon-library'] as const
/** Every page of every filter of the list starts with this key. */
export const SERMONS_KEY = ['/api/admin/sermons'] as const

export type SermonFilter = { status: SermonStatus; search: string }

export const sermonsKey = (filter: SermonFilter) => [...SERMONS_KEY, filter.status, filter.search] as const

/** The list's address for one page: `before` is the last video id of the page before. */
export function sermonsUrl(filter: SermonFilter, before?: string): string {
  const query = new URLSearchParams({ status: filter.status })
  if (filter.search) query.set('q', filter.search)
  if (before) query.set('before', before)
  return `/api/admin/sermons?${query}`
}

/** The ids a row's controls take, from its video id. */
export const rowIds = (videoId: string) => ({
  heading: `sermon-${videoId}-title`,
  speaker: `sermon-${videoId}-speaker`,
  passage: `sermon-${videoId}-passage`,
})

export const LIST_HEADING_ID = 'sermon-library-list'
export const SPEAKERS_LIST_ID = 'sermon-library-speakers'
