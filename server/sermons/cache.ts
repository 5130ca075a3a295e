import { sql } from '../../db/client.ts'
import { youtubeSourceFromEnv, type YouTubeSource } from './config.ts'
import { EMPTY_FEED, type SermonFeed } from './feed.ts'
import { fetchSermonFeed } from './fetch-feed.ts'

/**
 * The channel's videos, cached in PostgreSQL and shared by every instance of the site:
 *  - fresh for 30 minutes; after that the stale copy is served at once and refreshed in the background;
 *  - one refresh at a time across instances, through a lease on the cache row;
 *  - when YouTube fails the last good copy stays, the failure is logged once, and retries back off;
 *  - with no channel the empty feed comes back at once: the site has no sermons to show;
 *  - with nothing fetched yet, and YouTube failing or too slow, the answer is null: the sermons could not be loaded.
 */

export const FRESH_FOR_SECONDS = 30 * 60
/** Longer than a refresh can take (a few calls with a 10 s timeout each); a crashed instance's lease lapses after it. */
const LEASE_SECONDS = 60
/** How long a request waits for the very first fetch before it answers that the feed could not be loaded. */
const FIRST_FETCH_WAIT_MS = 2000
const FIRST_FETCH_POLL_MS = 100
/** Backoff after failures in a row: 1, 2, 4 … minutes, at most 30. */
const RETRY_BASE_SECONDS = 60
const RETRY_MAX_SECONDS = 30 * 60

export type CachedFeed = {
  feed: SermonFeed
  /** When the feed was fetched from YouTube; null when no channel is set. */
  fetchedAt: Date | null
  fresh: boolean
}

type CacheRow = {
  feed: SermonFeed | null
  fetched_at: Date | null
  fresh: boolean
  refreshing: boolean
}

const NO_CHANNEL: CachedFeed = { feed: EMPTY_FEED, fetchedAt: null, fresh: false }

/**
 * The channel's videos as the site shows them now, or null when they could not be loaded (nothing
 * fetched yet, and YouTube failing). Never waits on YouTube once something is cached.
 */
export async function getSermonFeed(source: YouTubeSource | undefined = youtubeSourceFromEnv()): Promise<CachedFeed | null> {
  if (!source) return NO_CHANNEL
  const row = await readCache(source.channelId)
  if (row?.feed && row.fresh) return fromRow(row)
  const refresh = refreshInBackground(source)
  if (row?.feed) return fromRow(row)
  return waitForFirstFeed(source.channelId, refresh)
}

type RefreshOutcome = 'refreshed' | 'failed' | 'skipped'

const refreshesInThisProcess = new Map<string, Promise<RefreshOutcome>>()

/**
 * Refreshes the feed if it is due and no other instance is at it. Requests of this process share
 * one attempt; other processes are kept out by the lease. Never rejects.
 */
export function refreshInBackground(source: YouTubeSource): Promise<RefreshOutcome> {
  let refresh = refreshesInThisProcess.get(source.channelId)
  if (!refresh) {
    refresh = refreshIfDue(source)
      .catch((error: unknown) => {
        console.error('Refreshing the sermon feed failed unexpectedly', error)
        return 'failed' as const
      })
      .finally(() => refreshesInThisProcess.delete(source.channelId))
    refreshesInThisProcess.set(source.channelId, refresh)
  }
  return refresh
}

/** Resolves when the refreshes this process has started are over (for shutdown, and for tests). */
export async function refreshesSettled(): Promise<void> {
  await Promise.all(refreshesInThisProcess.values())
}

/** One refresh attempt, if this instance wins the lease. Exported for the background job and the tests. */
export async function refreshIfDue(source: YouTubeSource): Promise<RefreshOutcome> {
  const lease = await claimRefreshLease(source.channelId)
  if (!lease) return 'skipped'
  let feed: SermonFeed
  try {
    feed = await fetchSermonFeed(source)
  } catch (error) {
    await recordFailure(source.channelId, error)
    return 'failed'
  }
  await storeFeed(source.channelId, feed)
  if (lease.failureCount > 0)
    console.log(`YouTube answers again for ${source.channelId}: the sermon feed is up to date (after ${lease.failureCount} failed attempts)`)
  return 'refreshed'
}

function fromRow(row: CacheRow): CachedFeed | null {
  return row.feed ? { feed: row.feed, fetchedAt: row.fetched_at, fresh: row.fresh } : null
}

async function readCache(channelId: string): Promise<CacheRow | undefined> {
  const [row] = await sql()<CacheRow[]>`
    select feed, fetched_at,
      coalesce(fetched_at > now() - make_interval(secs => ${FRESH_FOR_SECONDS}), false) as fresh,
      coalesce(refresh_lease_until > now(), false) as refreshing
    from sermon_feed_cache where channel_id = ${channelId}`
  return row
}

/** Takes the refresh lease when the feed is due (stale or missing), no one holds it, and no backoff is running. */
async function claimRefreshLease(channelId: string): Promise<{ failureCount: number } | undefined> {
  await sql()`insert into sermon_feed_cache (channel_id) values (${channelId}) on conflict (channel_id) do nothing`
  const [claimed] = await sql()<{ failure_count: number }[]>`
    update sermon_feed_cache set refresh_lease_until = now() + make_interval(secs => ${LEASE_SECONDS})
    where channel_id = ${channelId}
      and (refresh_lease_until is null or refresh_lease_until <= now())
      and (retry_after is null or retry_after <= now())
      and (fetched_at is null or fetched_at <= now() - make_interval(secs => ${FRESH_FOR_SECONDS}))
    returning failure_count`
  return claimed ? { failureCount: claimed.failure_count } : undefined
}

async function storeFeed(channelId: string, feed: SermonFeed) {
  await sql()`
    update sermon_feed_cache
    set feed = ${sql().json(feed)}, fetched_at = now(), refresh_lease_until = null,
        failure_count = 0, retry_after = null, last_error = null
    where channel_id = ${channelId}`
}

/** Keeps the last good feed, backs off, and logs only the first failure of a run of them. */
async function recordFailure(channelId: string, error: unknown) {
  const message = error instanceof Error ? error.message : String(error)
  const [row] = await sql()<{ failure_count: number }[]>`
    update sermon_feed_cache
    set refresh_lease_until = null,
        failure_count = failure_count + 1,
        retry_after = now() + make_interval(secs => least(${RETRY_BASE_SECONDS} * power(2, failure_count), ${RETRY_MAX_SECONDS})),
        last_error = ${message}
    where channel_id = ${channelId}
    returning failure_count`
  if (row?.failure_count === 1) {
    console.error(`YouTube refresh failed for ${channelId}: ${message}. The last good sermon feed stays in use; retrying with backoff.`)
  }
}

async function waitForFirstFeed(channelId: string, refresh: Promise<RefreshOutcome>): Promise<CachedFeed | null> {
  const deadline = Date.now() + FIRST_FETCH_WAIT_MS
  await Promise.race([refresh, sleep(FIRST_FETCH_WAIT_MS)])
  for (;;) {
    const row = await readCache(channelId)
    if (row?.feed) return fromRow(row)
    // Another instance may be fetching it: wait for that one too, within the same time.
    if (!row?.refreshing || Date.now() >= deadline) return null
    await sleep(FIRST_FETCH_POLL_MS)
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
