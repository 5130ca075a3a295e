import { sql } from '../../../db/client.ts'
import type { BackgroundJob } from '../../background-job.ts'
import { youtubeSourceFromEnv, type YouTubeSource } from '../config.ts'
import { checkSermonLibrary } from './check.ts'

const FIRST_CHECK_AFTER_MS = 30 * 1000
const CHECK_EVERY_MS = 6 * 60 * 60 * 1000
/** After YouTube said the day's quota was spent, checks the feed refresh asks for wait this long. */
const QUOTA_REST_SECONDS = 6 * 60 * 60

let running: Promise<unknown> = Promise.resolve()

/** Runs a check unless one of this process is under way; other instances are kept out by the lease. Never rejects. */
function checkInBackground(source: YouTubeSource): Promise<unknown> {
  running = running.then(() => checkSermonLibrary(source).catch((error: unknown) => console.error('Checking the sermon library failed unexpectedly', error)))
  return running
}

/**
 * Keeps the sermon library up to date: a check soon after start, then every six hours, and one as
 * soon as the feed of the newest videos holds a sermon the library lacks (unless the quota is spent).
 */
export const sermonLibraryJob: BackgroundJob = {
  name: 'sermon library check',
  start: () => {
    const source = youtubeSourceFromEnv()
    if (!source) return () => {}
    const first = setTimeout(() => void checkInBackground(source), FIRST_CHECK_AFTER_MS)
    const every = setInterval(() => void checkInBackground(source), CHECK_EVERY_MS)
    return async () => {
      clearTimeout(first)
      clearInterval(every)
      await running
    }
  },
}

/** After a refresh of the newest videos: a check, if they hold a sermon the library does not have. A database read, no call to YouTube. */
export async function checkLibraryIfFeedIsAhead(source: YouTubeSource): Promise<void> {
  const { channelId } = source
  const [row] = await sql()<{ ahead: boolean }[]>`
    select exists (
      select 1 from sermon_feed_cache, jsonb_array_elements(feed->'sermons') as video
      where channel_id = ${channelId} and not exists (select 1 from sermons where video_id = video->>'id')
    ) and not exists (
      select 1 from sermon_library_state where channel_id = ${channelId} and quota_exceeded_at > now() - make_interval(secs => ${QUOTA_REST_SECONDS})
    ) as ahead`
  if (row?.ahead) await checkInBackground(source)
}
