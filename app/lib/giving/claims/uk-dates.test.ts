import { describe, expect, it } from 'vitest'
import { asScheduleDate, parseUkDate, ukToday } from './uk-dates.ts'

describe('UK dates', () => {
  it('reads the ways UK statements write a date, day first', () => {
    expect(parseUkDate('12/03/2026')).toBe('2026-03-12')
    expect(parseUkDate('12/03/26')).toBe('2026-03-12')
    expect(parseUkDate('2026-03-12')).toBe('2026-03-12')
    expect(parseUkDate('12 Mar 2026')).toBe('2026-03-12')
    expect(parseUkDate('12 March 2026')).toBe('2026-03-12')
    expect(parseUkDate('1-Sept-2026')).toBe('2026-09-01')
  })

  it('refuses what is not a real day', () => {
    for (const bad of ['31/02/2026', '12/13/2026', '2026-02-30', '12 Marc 2026', 'yesterday', '', '12/03']) expect(parseUkDate(bad), bad).toBeNull()
  })

  it('writes the schedule’s DD/MM/YY', () => {
    expect(asScheduleDate('2026-03-12')).toBe('12/03/26')
  })

  it('knows the UK day just after midnight in summer', () => {
    expect(ukToday(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01')
    expect(ukToday(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31')
  })
})
