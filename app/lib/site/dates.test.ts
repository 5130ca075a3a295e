import { describe, expect, it } from 'vitest'
import { churchToday, formatEventDate, formatShortDate, parseCalendarDay } from './dates.ts'

describe('churchToday', () => {
  it('is the UK date, not the UTC one, late on a summer evening', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST).
    expect(churchToday(new Date('2025-06-30T23:30:00Z'))).toBe('2025-07-01')
  })

  it('matches UTC in winter (GMT)', () => {
    expect(churchToday(new Date('2025-12-31T23:59:59Z'))).toBe('2025-12-31')
    expect(churchToday(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01')
  })
})

describe('formatEventDate', () => {
  it('uses EEEE, MMMM d, yyyy', () => {
    expect(formatEventDate('2025-12-13')).toBe('Saturday, December 13, 2025')
    expect(formatEventDate('2026-03-01')).toBe('Sunday, March 1, 2026')
  })

  it('refuses what is not a calendar day', () => {
    expect(() => formatEventDate('13/12/2025')).toThrow(RangeError)
    expect(() => parseCalendarDay('2025-02-30')).toThrow(RangeError)
  })
})

describe('other shared formats', () => {
  it('formats admin short dates in UK time', () => {
    expect(formatShortDate('2025-06-30T23:30:00Z')).toBe('Jul 1, 2025')
  })
})
