import type { BackgroundJob } from '../background-job.ts'
import { refreshesSettled, refreshInBackground } from './cache.ts'
import { youtubeSourceFromEnv } from './config.ts'
import { checkLibraryIfFeedIsAhead } from './library/job.ts'

/** Often enough that visitors rarely meet a stale feed; each check costs nothing unless the feed is due. */
const CHECK_EVERY_MS = 5 * 60 * 1000
const FIRST_CHECK_AFTER_MS = 1000

/** Keeps the sermon feed warm: fetched soon after start, then refreshed whenever it goes stale; a new sermon in it starts a library check. */
export const sermonFeedRefreshJob: BackgroundJob = {
  name: 'sermon feed refresh',
  start: () => {
    const source = youtubeSourceFromEnv()
    if (!source) return () => {}
    const check = () =>
      void refreshInBackground(source).then(async (outcome) => {
        if (outcome === 'refreshed')
          await checkLibraryIfFeedIsAhead(source).catch((error: unknown) => console.error('Comparing the sermon feed with the library failed', error))
      })
    const first = setTimeout(check, FIRST_CHECK_AFTER_MS)
    const every = setInterval(check, CHECK_EVERY_MS)
    return async () => {
      clearTimeout(first)
      clearInterval(every)
      await refreshesSettled()
    }
  },
}
