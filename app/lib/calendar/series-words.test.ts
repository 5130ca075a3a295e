import { describe, expect, it } from 'vitest'
import { seriesWords, timeRangeWords } from './series-words.ts'

describe('seriesWords', () => {
  it('says the spec’s regular activities as the church does', () => {
    expect(seriesWords({ kind: 'weekly', interval: 1, weekdays: ['TU'] }, '17:00', '20:00')).toBe('Every Tuesday, 5–8pm')
    expect(seriesWords({ kind: 'weekly', interval: 1, weekdays: ['TH'] }, '10:00', '12:30')).toBe('Every Thursday, 10am–12:30pm')
    expect(seriesWords({ kind: 'weekly', interval: 1, weekdays: ['SU'] }, '10:30', '12:00')).toBe('Every Sunday, 10:30am–12pm')
    expect(seriesWords({ kind: 'weekly', interval: 1, weekdays: ['WE'] }, '20:00', '21:00')).toBe('Every Wednesday, 8–9pm')
  })

  it('says every other week, several days, and monthly patterns', () => {
    expect(seriesWords({ kind: 'weekly', interval: 2, weekdays: ['TH', 'TU'] }, '09:00', '10:00')).toBe('Every other Tuesday and Thursday, 9–10am')
    expect(seriesWords({ kind: 'weekly', interval: 1, weekdays: ['FR', 'MO', 'WE'] }, null, null)).toBe('Every Monday, Wednesday and Friday')
    expect(seriesWords({ kind: 'monthly-weekday', nth: 2, weekday: 'TU' }, '19:30', '21:00')).toBe('The second Tuesday of the month, 7:30–9pm')
    expect(seriesWords({ kind: 'monthly-weekday', nth: -1, weekday: 'FR' }, null, null)).toBe('The last Friday of the month')
    expect(seriesWords({ kind: 'monthly-day', day: 22 }, null, null)).toBe('The 22nd of the month')
    expect(seriesWords({ kind: 'monthly-day', day: 11 }, null, null)).toBe('The 11th of the month')
  })

  it('writes midnight and noon as the clock does', () => {
    expect(timeRangeWords('00:00', '12:00')).toBe('12am–12pm')
    expect(timeRangeWords('11:45', '12:15')).toBe('11:45am–12:15pm')
  })
})
