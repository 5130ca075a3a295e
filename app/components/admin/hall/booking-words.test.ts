import { describe, expect, test } from 'vitest'
import { nextSteps, skipWords, whenWords } from './booking-words'

describe('a booking in words', () => {
  test('a weekly booking says its weekday, its times and its last date', () => {
    expect(whenWords({ date: '2026-12-01', repeat: 'weekly', until: '2027-07-20', startTime: '19:00', endTime: '21:00' })).toBe(
      'Every Tuesday, 7pm to 9pm, until 20 July 2027',
    )
  })

  test('a fortnightly and a monthly booking say how they repeat', () => {
    expect(whenWords({ date: '2026-12-01', repeat: 'fortnightly', until: '2027-01-26', startTime: '10:30', endTime: '12:00' })).toBe(
      'Every other Tuesday, 10:30am to 12pm, until 26 January 2027',
    )
    expect(whenWords({ date: '2026-12-29', repeat: 'monthly', until: '2027-06-29', startTime: '18:00', endTime: '20:00' })).toBe(
      'The last Tuesday of the month, 6pm to 8pm, until 29 June 2027',
    )
  })

  test('a booking of one date says that date in full', () => {
    expect(whenWords({ date: '2026-12-05', repeat: 'none', until: '', startTime: '13:00', endTime: '17:00' })).toBe('Saturday 5 December 2026, 1pm to 5pm')
  })

  test('skipped dates are listed, or nothing is said', () => {
    expect(skipWords([])).toBeNull()
    expect(skipWords(['2027-02-16'])).toBe('16 February 2027')
    expect(skipWords(['2027-02-16', '2027-04-06', '2027-04-13'])).toBe('16 February 2027, 6 April 2027 and 13 April 2027')
  })

  test('a provisional booking may be confirmed or declined, a confirmed one cancelled, and no other', () => {
    expect(nextSteps('provisional')).toEqual(['confirmed', 'declined'])
    expect(nextSteps('confirmed')).toEqual(['cancelled'])
    expect(nextSteps('declined')).toEqual([])
    expect(nextSteps('cancelled')).toEqual([])
  })
})
