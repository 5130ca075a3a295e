import { describe, expect, it } from 'vitest'
import { clockTime, spokenTime } from './time-format.ts'

describe('spokenTime', () => {
  it('says a time as a sentence does', () => {
    expect(spokenTime('10:30')).toBe('10:30am')
    expect(spokenTime('20:00')).toBe('8pm')
    expect(spokenTime('12:00')).toBe('12pm')
    expect(spokenTime('00:05')).toBe('12:05am')
  })
})

describe('clockTime', () => {
  it('shows a time as a timetable does', () => {
    expect(clockTime('09:30')).toBe('9:30 AM')
    expect(clockTime('12:15')).toBe('12:15 PM')
    expect(clockTime('00:00')).toBe('12:00 AM')
    expect(clockTime('23:45')).toBe('11:45 PM')
  })
})
