import { sql } from '../../db/client.ts'

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

type WindowCount = { hits: number; oldest: Date | null }

function verdict(row: WindowCount | undefined, limit: number, windowSeconds: number): RateLimitResult {
  if (!row || row.hits < limit || !row.oldest) return { allowed: true }
  const retryAfterMs = row.oldest.getTime() + windowSeconds * 1000 - Date.now()
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) }
}

/**
 * Counts a hit in `bucket` and says whether it stays within `limit` hits per window.
 * Kept in PostgreSQL so every instance shares one count. Refused hits are not counted.
 */
export async function hitRateLimit(bucket: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
  return sql().begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtext(${bucket}))`
    await tx`delete from rate_limit_hits where bucket = ${bucket} and hit_at < now() - make_interval(secs => ${windowSeconds})`
    const [row] = await tx<WindowCount[]>`
      select count(*)::int as hits, min(hit_at) as oldest from rate_limit_hits where bucket = ${bucket}`
    const result = verdict(row, limit, windowSeconds)
    if (result.allowed) await tx`insert into rate_limit_hits (bucket) values (${bucket})`
    return result
  })
}

/** Peeks without counting: for limits where only failures count, such as sign-in attempts. */
export async function isRateLimited(bucket: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
  const [row] = await sql()<WindowCount[]>`
    select count(*)::int as hits, min(hit_at) as oldest from rate_limit_hits
    where bucket = ${bucket} and hit_at >= now() - make_interval(secs => ${windowSeconds})`
  return verdict(row, limit, windowSeconds)
}

export async function recordRateLimitHit(bucket: string): Promise<void> {
  await sql()`insert into rate_limit_hits (bucket) values (${bucket})`
}

export async function clearRateLimit(bucket: string): Promise<void> {
  await sql()`delete from rate_limit_hits where bucket = ${bucket}`
}
