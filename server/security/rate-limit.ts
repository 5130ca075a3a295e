import { sql } from '../../db/client.ts'

type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

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
