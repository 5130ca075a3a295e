import { createServerFn } from '@tanstack/react-start'
import { SERMON_ARCHIVE_SIZE, type LatestSermon, type LatestShort, type RecentSermon } from '~/lib/sermons/sermons'
import type { InitialData } from '~/lib/site/use-fresh-data'
import { getSermonFeed } from '#server/sermons/cache.ts'
import type { SermonFeed } from '#server/sermons/feed.ts'
import { latestSermon, latestShort, recentSermons } from '#server/sermons/present.ts'
import { noteStandIn, reportStandIn } from '#server/render/stand-ins.ts'

/**
 * Reads the cached feed once and shapes it. A feed that could not be loaded (YouTube failing before
 * anything was cached) or a failed read becomes ok: false, for the page to show its error state.
 */
async function loadFromFeed<T>(shape: (feed: SermonFeed) => T): Promise<InitialData<T>> {
  try {
    const cached = await getSermonFeed()
    if (!cached) {
      noteStandIn()
      return { ok: false }
    }
    return { ok: true, data: shape(cached.feed), updatedAt: cached.fetchedAt?.getTime() ?? 0 }
  } catch (error) {
    reportStandIn('Reading the sermon feed failed', error)
    return { ok: false }
  }
}

export type SermonsPageData = { latest: InitialData<LatestSermon | null>; recent: InitialData<RecentSermon[]> }

/** Home page, Latest Service. */
export const getLatestSermon = createServerFn({ method: 'GET' }).handler(() => loadFromFeed(latestSermon))

/** /sermons: the latest sermon and the six most recent. */
export const getSermonsPage = createServerFn({ method: 'GET' }).handler(async (): Promise<SermonsPageData> => {
  const both = await loadFromFeed((feed) => ({ latest: latestSermon(feed), recent: recentSermons(feed, SERMON_ARCHIVE_SIZE) }))
  if (!both.ok) return { latest: both, recent: both }
  return {
    latest: { ok: true, data: both.data.latest, updatedAt: both.updatedAt },
    recent: { ok: true, data: both.data.recent, updatedAt: both.updatedAt },
  }
})

/** /devotions: the newest Short. */
export const getLatestShort = createServerFn({ method: 'GET' }).handler((): Promise<InitialData<LatestShort | null>> => loadFromFeed(latestShort))
