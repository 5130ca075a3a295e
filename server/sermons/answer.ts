import { Unavailable } from '../errors.ts'
import { json } from '../http/responses.ts'
import { getSermonFeed } from './cache.ts'
import type { SermonFeed } from './feed.ts'
import { feedCacheControl } from './present.ts'

/** A first fetch that failed is retried with backoff from a minute on: asking sooner is pointless. */
const RETRY_AFTER_SECONDS = 60

/**
 * An answer of the sermon API: the cached feed shaped by `present`, or 503 with Retry-After when
 * the feed could not be loaded, so an empty channel and a failing YouTube never look alike.
 */
export async function answerFromSermonFeed(present: (feed: SermonFeed) => unknown): Promise<Response> {
  const cached = await getSermonFeed()
  if (!cached) throw new Unavailable('The sermons could not be loaded. Please try again later.', RETRY_AFTER_SECONDS)
  return json(present(cached.feed), { headers: { 'Cache-Control': feedCacheControl(cached) } })
}
