import { describe, expect, it } from 'vitest'
import { sql } from '../../db/client.ts'
import { pruneRateLimitHits } from './rate-limit.ts'

describe('pruneRateLimitHits', () => {
  it('removes hits older than a day and keeps recent ones', async () => {
    const bucket = `prune:${Math.random()}`
    await sql()`insert into rate_limit_hits (bucket, hit_at) values (${bucket}, now() - interval '2 days'), (${bucket}, now() - interval '1 hour')`
    expect(await pruneRateLimitHits()).toBeGreaterThanOrEqual(1)
    const left = await sql()`select hit_at from rate_limit_hits where bucket = ${bucket}`
    expect(left).toHaveLength(1)
  })
})
