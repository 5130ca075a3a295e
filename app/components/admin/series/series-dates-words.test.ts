import { describe, expect, it } from 'vitest'
import type { Occurrence } from '~/lib/calendar/occurrences'
import { breakWords, dayWords, endingWords, occurrenceStatus, placeWords, whenWords } from './series-dates-words'

const tuesday: Occurrence = {
  date: '2026-12-22',
  on: '2026-12-22',
  startTime: '17:00',
  endTime: '20:00',
  title: 'Warm Space',
  cancelled: false,
  onBreak: false,
  reason: '',
  changed: false,
}

describe('the words for a series and its dates', () => {
  it('says a date and its times as the pages do', () => {
    expect(dayWords('2026-12-22')).toBe('Tuesday 22 December 2026')
    expect(whenWords('2026-12-22', '17:00', '20:00')).toBe('Tuesday 22 December 2026, 5–8pm')
    expect(whenWords('2026-12-22', null, null)).toBe('Tuesday 22 December 2026')
  })

  it('says what is different about a date, in words', () => {
    expect(occurrenceStatus(tuesday)).toBeNull()
    expect(occurrenceStatus({ ...tuesday, cancelled: true, reason: 'Christmas' })).toBe('Cancelled: Christmas')
    expect(occurrenceStatus({ ...tuesday, cancelled: true })).toBe('Cancelled')
    expect(occurrenceStatus({ ...tuesday, cancelled: true, onBreak: true, reason: 'August break' })).toBe('On a break: August break')
    expect(occurrenceStatus({ ...tuesday, changed: true, on: '2026-12-23', reason: 'Carols' })).toBe('Moved from Tuesday 22 December 2026: Carols')
    expect(occurrenceStatus({ ...tuesday, changed: true, startTime: '18:00' })).toBe('Changed')
  })

  it('says where, how it ends, and its breaks', () => {
    expect(placeWords({ place: 'hall', placeDetail: '' })).toBe('The church hall')
    expect(placeWords({ place: 'online', placeDetail: 'On Zoom' })).toBe('Online: On Zoom')
    expect(endingWords({ kind: 'never' })).toBe('For ever')
    expect(endingWords({ kind: 'until', date: '2027-07-27' })).toBe('Until Tuesday 27 July 2027')
    expect(endingWords({ kind: 'count', count: 1 })).toBe('Once only')
    expect(endingWords({ kind: 'count', count: 12 })).toBe('12 times in all')
    expect(breakWords({ from: '2027-08-01', to: '2027-08-31', reason: 'August break' })).toBe('August break: Sunday 1 August 2027 to Tuesday 31 August 2027')
    expect(breakWords({ from: '2027-08-01', to: '2027-08-01', reason: '' })).toBe('A break: Sunday 1 August 2027 to Sunday 1 August 2027')
  })
})
