import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { sql } from '../../db/client.ts'
import {
  addressBucket,
  clearRateLimit,
  hitProgressiveLimit,
  hitRateLimit,
  type ProgressiveDelay,
  progressiveWaitSeconds,
  rateLimitHits,
  returnRateLimitHit,
  storedBucket,
} from './rate-limit.ts'

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
    // An address no other test sends from, so the count is this test's alone.
    const address = '192.0.2.44'
    await hitRateLimit(`forms:${address}`, 10, 600)
    const [row] = await sql()<{ n: number }[]>`select count(*)::int as n from rate_limit_hits where bucket like ${`%${address}%`}`
    expect(row!.n).toBe(0)
    expect(await rateLimitHits(`forms:${address}`)).toBe(1)
  })

  it("hashes a bucket with the install's secret, so hashing every address does not reveal it", async () => {
    const bucket = 'forms:192.0.2.52'
    await hitRateLimit(bucket, 10, 600)
    const stored = await storedBucket(bucket)
    const plain = createHash('sha256').update(bucket).digest()
    expect([plain.toString('base64'), plain.toString('base64url'), plain.toString('hex')]).not.toContain(stored)
    const [row] = await sql()<{ n: number }[]>`select count(*)::int as n from rate_limit_hits where bucket = ${stored}`
    expect(row!.n).toBe(1)
  })
})

describe('address buckets', () => {
  it('names an IPv4 client by its address and an IPv6 client by its /64', () => {
    expect(addressBucket('forms', '203.0.113.7')).toBe('forms:203.0.113.7')
    expect(addressBucket('forms', '::ffff:203.0.113.7')).toBe('forms:203.0.113.7')
    expect(addressBucket('forms', '2001:db8:5:6:1:2:3:4')).toBe('forms:2001:db8:5:6::/64')
  })

  it('gives every address of one IPv6 /64 one shared allowance, and the next /64 its own', async () => {
    const network = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1`
    const hostsInNetwork = Array.from({ length: 4 }, (_, index) => `${network}:${index + 1}:abcd:${index}:1`)
    const results = await Promise.all(hostsInNetwork.map((address) => hitRateLimit(addressBucket('forms', address), 3, 600)))
    expect(results.filter((result) => result.allowed)).toHaveLength(3)
    expect((await hitRateLimit(addressBucket('forms', `${network.slice(0, -1)}2::1`), 3, 600)).allowed).toBe(true)
  })
})

describe('hitProgressiveLimit', () => {
  const delay: ProgressiveDelay = { free: 3, firstWaitSeconds: 60, longestWaitSeconds: 300, windowSeconds: 3600 }

  it('waits longer after each hit past the free ones, up to the longest wait', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map((hits) => progressiveWaitSeconds(hits, delay))).toEqual([0, 0, 0, 60, 120, 240, 300, 300])
  })

  it('lets only the free hits of a concurrent burst through, and says how long to wait', async () => {
    const bucket = `test:progressive:${Math.random()}`
    const results = await Promise.all(Array.from({ length: 40 }, () => hitProgressiveLimit(bucket, delay)))
    expect(results.filter((result) => result.allowed)).toHaveLength(3)
    expect(await rateLimitHits(bucket)).toBe(3)
    const refused = results.find((result) => !result.allowed)
    expect(refused && !refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(55)
  })

  it('lets one more hit through once the wait after the latest has passed, then waits twice as long', async () => {
    const bucket = `test:progressive:${Math.random()}`
    for (let i = 0; i < 3; i++) await hitProgressiveLimit(bucket, delay)
    const stored = await storedBucket(bucket)
    await sql()`update rate_limit_hits set hit_at = hit_at - interval '61 seconds' where bucket = ${stored}`
    expect((await hitProgressiveLimit(bucket, delay)).allowed).toBe(true)
    const next = await hitProgressiveLimit(bucket, delay)
    expect(next.allowed).toBe(false)
    expect(!next.allowed && next.retryAfterSeconds).toBeGreaterThan(115)
  })
})
