import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { sql } from '../../db/client.ts'
import { clearRateLimit, hitRateLimit, rateLimitHits, returnRateLimitHit, storedBucket } from './rate-limit.ts'

describe('rate limits kept in PostgreSQL', () => {
  it('allows `limit` hits in a window, then says how long to wait', async () => {
    const bucket = `test:${Math.random()}`
    const results = await Promise.all(Array.from({ length: 12 }, () => hitRateLimit(bucket, 10, 600)))
    expect(results.filter((result) => result.allowed)).toHaveLength(10)
    const refused = results.find((result) => !result.allowed)
    expect(refused && !refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(590)
    await clearRateLimit(bucket)
    expect((await hitRateLimit(bucket, 10, 600)).allowed).toBe(true)
  })

  it('lets exactly `limit` of 100 concurrent hits through, and stores no more than that', async () => {
    const bucket = `burst:${Math.random()}`
    const results = await Promise.all(Array.from({ length: 100 }, () => hitRateLimit(bucket, 5, 900)))
    expect(results.filter((result) => result.allowed)).toHaveLength(5)
    expect(await rateLimitHits(bucket)).toBe(5)
  })

  it('gives back a hit that should not count', async () => {
    const bucket = `return:${Math.random()}`
    for (let i = 0; i < 3; i++) await hitRateLimit(bucket, 3, 900)
    expect((await hitRateLimit(bucket, 3, 900)).allowed).toBe(false)
    await returnRateLimitHit(bucket)
    expect(await rateLimitHits(bucket)).toBe(2)
    expect((await hitRateLimit(bucket, 3, 900)).allowed).toBe(true)
  })

  it('stores a bucket named after a client address without the address', async () => {
    const address = `203.0.113.${Math.floor(Math.random() * 250)}`
    await hitRateLimit(`forms:${address}`, 10, 600)
    const [row] = await sql()<{ n: number }[]>`select count(*)::int as n from rate_limit_hits where bucket like ${`%${address}%`}`
    expect(row!.n).toBe(0)
    expect(await rateLimitHits(`forms:${address}`)).toBe(1)
  })

  it("hashes a bucket with the install's secret, so hashing every address does not reveal it", async () => {
    const bucket = `forms:203.0.113.${Math.floor(Math.random() * 250)}`
    await hitRateLimit(bucket, 10, 600)
    const stored = await storedBucket(bucket)
    const plain = createHash('sha256').update(bucket).digest()
    expect([plain.toString('base64'), plain.toString('base64url'), plain.toString('hex')]).not.toContain(stored)
    const [row] = await sql()<{ n: number }[]>`select count(*)::int as n from rate_limit_hits where bucket = ${stored}`
    expect(row!.n).toBe(1)
  })
})
