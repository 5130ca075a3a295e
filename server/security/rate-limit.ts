import { sql } from '../../db/client.ts'
import { rateLimitGroup } from './ip-address.ts'

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

type WindowCount = { hits: number; oldest: Date | null }

/**
 * What is stored for a bucket: SHA-256 of the install's own secret and the bucket's name, computed
 * in PostgreSQL (`rate_limit_bucket`), so a bucket named after a client address keeps no address
 * and the hash cannot be reversed by hashing every address.
 */
export async function storedBucket(bucket: string): Promise<string> {
  const [row] = await sql()<{ key: string }[]>`select rate_limit_bucket(${bucket}) as key`
  return row!.key
}

function verdict(row: WindowCount | undefined, limit: number, windowSeconds: number): RateLimitResult {
  if (!row || row.hits < limit || !row.oldest) return { allowed: true }
  const retryAfterMs = row.oldest.getTime() + windowSeconds * 1000 - Date.now()
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) }
}

/**
 * The name of a client's bucket in one `scope`: `forms:203.0.113.7`, `forms:2001:db8:1:2::/64`.
 * An IPv6 client counts by its /64, so the 2^64 addresses of one network share one allowance.
 */
export function addressBucket(scope: string, clientAddress: string): string {
  return `${scope}:${rateLimitGroup(clientAddress)}`
}

/**
 * Counts a hit in `bucket` and says whether it stays within `limit` hits per sliding window.
 * Checking and counting are one step under a per-bucket lock, so concurrent hits can never
 * all slip under the limit. Kept in PostgreSQL so every instance shares one count. Refused
 * hits are not counted, so a bucket never holds more than `limit` rows.
 */
export async function hitRateLimit(bucket: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
  return sql().begin(async (tx) => {
    const [named] = await tx<{ key: string }[]>`select rate_limit_bucket(${bucket}) as key`
    const key = named!.key
    await tx`select pg_advisory_xact_lock(hashtext(${key}))`
    await tx`delete from rate_limit_hits where bucket = ${key} and hit_at < now() - make_interval(secs => ${windowSeconds})`
    const [row] = await tx<WindowCount[]>`
      select count(*)::int as hits, min(hit_at) as oldest from rate_limit_hits where bucket = ${key}`
    const result = verdict(row, limit, windowSeconds)
    if (result.allowed) await tx`insert into rate_limit_hits (bucket) values (${key})`
    return result
  })
}

/**
 * A slow-down that grows: `free` hits pass at once; after that each hit must wait `firstWait`
 * seconds after the bucket's latest hit, doubling with every further hit, up to `longestWait`.
 * Hits are remembered for `windowSeconds`.
 */
export type ProgressiveDelay = { free: number; firstWaitSeconds: number; longestWaitSeconds: number; windowSeconds: number }

type RecentHits = { hits: number; latest: Date | null }

/** The seconds a bucket holding `hits` recent hits must wait after its latest one before the next. */
export function progressiveWaitSeconds(hits: number, delay: ProgressiveDelay): number {
  if (hits < delay.free) return 0
  const doublings = Math.min(hits - delay.free, 30)
  return Math.min(delay.firstWaitSeconds * 2 ** doublings, delay.longestWaitSeconds)
}

function progressiveVerdict(row: RecentHits | undefined, delay: ProgressiveDelay): RateLimitResult {
  if (!row?.latest || row.hits < delay.free) return { allowed: true }
  const retryAfterMs = row.latest.getTime() + progressiveWaitSeconds(row.hits, delay) * 1000 - Date.now()
  return retryAfterMs <= 0 ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) }
}

/**
 * Counts a hit in `bucket` if it has waited long enough after the bucket's latest hit; one step
 * under the bucket's lock, like `hitRateLimit`, so a concurrent burst gets only the free hits.
 * Refused hits are not counted.
 */
export async function hitProgressiveLimit(bucket: string, delay: ProgressiveDelay): Promise<RateLimitResult> {
  return sql().begin(async (tx) => {
    const [named] = await tx<{ key: string }[]>`select rate_limit_bucket(${bucket}) as key`
    const key = named!.key
    await tx`select pg_advisory_xact_lock(hashtext(${key}))`
    await tx`delete from rate_limit_hits where bucket = ${key} and hit_at < now() - make_interval(secs => ${delay.windowSeconds})`
    const [row] = await tx<RecentHits[]>`
      select count(*)::int as hits, max(hit_at) as latest from rate_limit_hits where bucket = ${key}`
    const result = progressiveVerdict(row, delay)
    if (result.allowed) await tx`insert into rate_limit_hits (bucket) values (${key})`
    return result
  })
}

/** Takes back the latest hit of a bucket: an attempt that turned out not to count, such as a sign-in that succeeded. */
export async function returnRateLimitHit(bucket: string): Promise<void> {
  await sql()`
    delete from rate_limit_hits where ctid = (
      select ctid from rate_limit_hits where bucket = rate_limit_bucket(${bucket}) order by hit_at desc limit 1)`
}

export async function clearRateLimit(bucket: string): Promise<void> {
  await sql()`delete from rate_limit_hits where bucket = rate_limit_bucket(${bucket})`
}

/** The hits a bucket holds now: for tests and diagnostics. */
export async function rateLimitHits(bucket: string): Promise<number> {
  const [row] = await sql()<{ hits: number }[]>`select count(*)::int as hits from rate_limit_hits where bucket = rate_limit_bucket(${bucket})`
  return row?.hits ?? 0
}

/** Forgets hits older than a day: every limit's window is far shorter. */
export async function pruneRateLimitHits(): Promise<number> {
  const deleted = await sql()`delete from rate_limit_hits where hit_at < now() - interval '1 day'`
  return deleted.count
}
