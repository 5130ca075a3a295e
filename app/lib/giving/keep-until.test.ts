import { describe, expect, it } from 'vitest'
import { isPastKeepUntil, keepUntil, periodEndContaining } from './keep-until.ts'

describe('the end of the accounting period containing a day', () => {
  it('is that year’s end when the day falls before it, and the next year’s after', () => {
    expect(periodEndContaining('2026-03-31', '03-31')).toBe('2026-03-31')
    expect(periodEndContaining('2026-04-01', '03-31')).toBe('2027-03-31')
    expect(periodEndContaining('2026-12-31', '12-31')).toBe('2026-12-31')
  })
})

describe('how long a declaration is kept', () => {
  const made = { periodEnds: '12-31', madeOn: '2020-05-01', cancelledOn: null }

  it('runs 6 years from the end of the period of the last claimed gift', () => {
    expect(keepUntil({ ...made, lastClaimedGiftOn: '2024-06-30' })).toBe('2030-12-31')
    expect(keepUntil({ ...made, periodEnds: '03-31', lastClaimedGiftOn: '2024-06-30' })).toBe('2031-03-31')
  })

  it('counts the last claimed gift even after a cancellation', () => {
    expect(keepUntil({ ...made, cancelledOn: '2025-02-01', lastClaimedGiftOn: '2024-12-01' })).toBe('2030-12-31')
  })

  it('with no claimed gift runs from the period it was cancelled in, or else made in', () => {
    expect(keepUntil({ ...made, cancelledOn: '2022-07-01', lastClaimedGiftOn: null })).toBe('2028-12-31')
    expect(keepUntil({ ...made, lastClaimedGiftOn: null })).toBe('2026-12-31')
  })

  it('keeps 29 February as the 28th outside a leap year', () => {
    expect(keepUntil({ ...made, periodEnds: '02-29', lastClaimedGiftOn: '2024-01-10' })).toBe('2030-02-28')
  })

  it('is past only after its last day', () => {
    expect(isPastKeepUntil('2026-12-31', '2026-12-31')).toBe(false)
    expect(isPastKeepUntil('2026-12-31', '2027-01-01')).toBe(true)
  })
})
