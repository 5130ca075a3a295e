import { describe, expect, it } from 'vitest'
import { createBreaker, DatabaseAway } from './breaker.ts'
import { isDatabaseUnavailable } from './unavailable.ts'
import { DatabaseTimeout } from './timeout.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the database breaker', () => {
  it('lets queries through while the database answers, even with errors of their own', () => {
    const breaker = createBreaker(async () => {})
    breaker.settle(Object.assign(new Error('duplicate'), { code: '23505' }))
    expect(() => breaker.admit()).not.toThrow()
  })

  it('fails queries at once after a timeout, until the probe finds the database back', async () => {
    let back = false
    let probes = 0
    const breaker = createBreaker(async () => {
      probes++
      if (!back) throw new DatabaseTimeout(10)
    })
    breaker.settle(new DatabaseTimeout(4000))
    expect(() => breaker.admit()).toThrow(DatabaseAway)
    await sleep(50)
    expect(() => breaker.admit()).toThrow(DatabaseAway)
    back = true
    await sleep(700)
    expect(() => breaker.admit()).not.toThrow()
    expect(probes).toBeGreaterThanOrEqual(2)
    breaker.close()
  })

  it('counts as the database being away, for a 503', () => {
    expect(isDatabaseUnavailable(new DatabaseAway())).toBe(true)
    expect(isDatabaseUnavailable(new DatabaseTimeout(1))).toBe(true)
  })
})
