import { SERMON_ARCHIVE_SIZE, type LatestSermon, type LatestShort, type RecentSermon } from '~/lib/sermons/sermons'
import { SERMON_FRESHNESS } from '~/lib/sermons/sermon-freshness'
import { useFreshData, type FreshData, type InitialData } from '~/lib/site/use-fresh-data'

const LATEST_SERMON_URL = '/api/latest-sermon'
const RECENT_SERMONS_URL = `/api/recent-sermons?limit=${SERMON_ARCHIVE_SIZE}`
const LATEST_SHORT_URL = '/api/latest-short'

export const useLatestSermon = (initial: InitialData<LatestSermon | null>) => useFreshData(LATEST_SERMON_URL, initial, SERMON_FRESHNESS.latestSermon)
export const useRecentSermons = (initial: InitialData<RecentSermon[]>) => useFreshData(RECENT_SERMONS_URL, initial, SERMON_FRESHNESS.recentSermons)
export const useLatestShort = (initial: InitialData<LatestShort | null>) => useFreshData(LATEST_SHORT_URL, initial, SERMON_FRESHNESS.latestShort)

/** The data of the latest sermon panel. */
export type LatestSermonState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'empty'; refreshing: boolean }
  | { status: 'loaded'; sermon: LatestSermon }

/** The data of the recent sermon grid. */
export type RecentSermonsState = { status: 'loading' } | { status: 'unavailable' } | { status: 'loaded'; sermons: RecentSermon[] }

export function latestSermonState({ data, isFetching }: FreshData<LatestSermon | null>): LatestSermonState {
  if (data) return { status: 'loaded', sermon: data }
  if (data === null) return { status: 'empty', refreshing: isFetching }
  if (isFetching) return { status: 'loading' }
  // The fetch failed, or the server could not read the feed and the browser has not tried yet.
  return { status: 'error' }
}

/** A failed fetch of recent sermons is not shown as an error; the grid keeps its 'loading' message. */
export function recentSermonsState({ data, isFetching }: FreshData<RecentSermon[]>): RecentSermonsState {
  if (data && data.length > 0) return { status: 'loaded', sermons: data }
  if (data === undefined && isFetching) return { status: 'loading' }
  return { status: 'unavailable' }
}
