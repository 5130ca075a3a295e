import { describe, expect, it } from 'vitest'
import { clearRateLimit, hitRateLimit, isRateLimited, recordRateLimitHit } from './rate-limit.ts'

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

  it('peeks without counting', async () => {
    const bucket = `test:${Math.random()}`
    for (let i = 0; i < 5; i++) expect((await isRateLimited(bucket, 5, 900)).allowed).toBe(true)
    for (let i = 0; i < 5; i++) await recordRateLimitHit(bucket)
    expect((await isRateLimited(bucket, 5, 900)).allowed).toBe(false)
  })
})
