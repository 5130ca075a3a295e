import { describe, expect, it } from 'vitest'
import { addDays, daysBetween } from './london-time.ts'
import { weekdayOf } from './recurrence.ts'

const WEEKDAY_OF_UTC_DAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA']

describe('dates by arithmetic', () => {
  it('agree with Date on every 7th day from 1900 to 2300, weekdays and leap years included', () => {
    const first = Date.UTC(1900, 0, 1) / 86_400_000
    for (let day = first; day < first + 400 * 366; day += 7) {
      const date = new Date(day * 86_400_000)
      const written = date.toISOString().slice(0, 10)
      expect(addDays('1970-01-01', day)).toBe(written)
      expect(daysBetween('1970-01-01', written)).toBe(day)
      expect(weekdayOf(written)).toBe(WEEKDAY_OF_UTC_DAY[date.getUTCDay()])
    }
  })

  it('cross the ends of months and years, and 29 February', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31')
    expect(daysBetween('2026-03-29', '2026-10-25')).toBe(210)
  })
})
