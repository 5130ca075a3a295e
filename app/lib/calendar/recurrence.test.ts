import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { LONDON_VTIMEZONE, localDateTimeProperty, rruleOf } from './icalendar-rules.ts'
import { clockProblem, type LocalDate, londonInstant, type LocalTime } from './london-time.ts'
import { datesBetween, firstDate, type Recurrence, WEEKDAYS, weekdayOf } from './recurrence.ts'

/** The same series expanded by ical.js, from its RRULE and London's VTIMEZONE: local dates and UTC instants. */
function expandedByIcalJs(recurrence: Recurrence, time: LocalTime, to: LocalDate): { date: LocalDate; utc: string }[] {
  const start = firstDate(recurrence)!
  const text = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//EN',
    ...LONDON_VTIMEZONE,
    'BEGIN:VEVENT',
    'UID:series@test',
    'DTSTAMP:20260101T000000Z',
    localDateTimeProperty('DTSTART', start, time),
    rruleOf(recurrence, false),
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n')
  const calendar = new ICAL.Component(ICAL.parse(text))
  ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!))
  const iterator = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!).iterator()
  const found: { date: LocalDate; utc: string }[] = []
  for (let next = iterator.next(); next && found.length < 500; next = iterator.next()) {
    const date = next.toString().slice(0, 10)
    if (date > to) break
    found.push({ date, utc: next.toJSDate().toISOString() })
  }
  ICAL.TimezoneService.remove('Europe/London')
  return found
}

function expandedHere(recurrence: Recurrence, time: LocalTime, to: LocalDate) {
  return datesBetween(recurrence, recurrence.start, to).map((date) => ({ date, utc: londonInstant(date, time).toISOString() }))
}

const cases: { name: string; recurrence: Recurrence; time: LocalTime; to: LocalDate }[] = [
  {
    name: 'every Sunday at 10:30 across the change to BST and back',
    recurrence: { start: '2027-03-01', pattern: { kind: 'weekly', interval: 1, weekdays: ['SU'] }, ending: { kind: 'never' } },
    time: '10:30',
    to: '2027-11-30',
  },
  {
    name: 'every 2nd week on Tuesday and Thursday, 5pm, for 20 times',
    recurrence: { start: '2026-10-01', pattern: { kind: 'weekly', interval: 2, weekdays: ['TH', 'TU'] }, ending: { kind: 'count', count: 20 } },
    time: '17:00',
    to: '2028-01-01',
  },
  {
    name: 'the second Tuesday of the month at 19:30 until a date',
    recurrence: { start: '2026-11-28', pattern: { kind: 'monthly-weekday', nth: 2, weekday: 'TU' }, ending: { kind: 'until', date: '2027-10-12' } },
    time: '19:30',
    to: '2028-01-01',
  },
  {
    name: 'the last Sunday of the month at 00:30, the night the clocks change',
    recurrence: { start: '2026-12-01', pattern: { kind: 'monthly-weekday', nth: -1, weekday: 'SU' }, ending: { kind: 'count', count: 14 } },
    time: '00:30',
    to: '2028-12-31',
  },
  {
    name: 'the 31st of each month, skipping shorter months',
    recurrence: { start: '2026-12-01', pattern: { kind: 'monthly-day', day: 31 }, ending: { kind: 'never' } },
    time: '08:00',
    to: '2027-12-31',
  },
  {
    name: 'Wednesday prayer at 20:00 until the day of its last meeting',
    recurrence: { start: '2027-01-06', pattern: { kind: 'weekly', interval: 1, weekdays: ['WE'] }, ending: { kind: 'until', date: '2027-04-07' } },
    time: '20:00',
    to: '2027-12-31',
  },
]

describe('series dates, against ical.js', () => {
  for (const { name, recurrence, time, to } of cases) {
    it(name, () => {
      const here = expandedHere(recurrence, time, to)
      expect(here.length).toBeGreaterThan(3)
      expect(here).toEqual(expandedByIcalJs(recurrence, time, to))
    })
  }

  it('keeps 10:30 on the clock on both sides of the last Sundays of March and October', () => {
    const sundays = expandedHere(cases[0]!.recurrence, '10:30', '2027-11-30')
    expect(sundays.find((sunday) => sunday.date === '2027-03-21')?.utc).toBe('2027-03-21T10:30:00.000Z')
    expect(sundays.find((sunday) => sunday.date === '2027-03-28')?.utc).toBe('2027-03-28T09:30:00.000Z')
    expect(sundays.find((sunday) => sunday.date === '2027-10-31')?.utc).toBe('2027-10-31T10:30:00.000Z')
  })
})

describe('the series rules', () => {
  it('counts a series from its first date that fits the pattern', () => {
    const recurrence: Recurrence = { start: '2026-12-02', pattern: { kind: 'weekly', interval: 1, weekdays: ['TU'] }, ending: { kind: 'count', count: 3 } }
    expect(firstDate(recurrence)).toBe('2026-12-08')
    expect(datesBetween(recurrence, '2026-01-01', '2027-12-31')).toEqual(['2026-12-08', '2026-12-15', '2026-12-22'])
  })

  it('is expanded only for the window asked, and at most the limit', () => {
    const forEver: Recurrence = { start: '2026-01-01', pattern: { kind: 'weekly', interval: 1, weekdays: [...WEEKDAYS] }, ending: { kind: 'never' } }
    expect(datesBetween(forEver, '2026-03-01', '2026-03-07')).toHaveLength(7)
    expect(datesBetween(forEver, '2026-01-01', '2099-12-31', 100)).toHaveLength(100)
  })

  it('has no dates without a weekday', () => {
    expect(
      datesBetween({ start: '2026-01-01', pattern: { kind: 'weekly', interval: 1, weekdays: [] }, ending: { kind: 'never' } }, '2026-01-01', '2027-01-01'),
    ).toEqual([])
  })

  it('knows the day of the week', () => {
    expect(['2026-11-28', '2026-11-29', '2026-11-30'].map(weekdayOf)).toEqual(['SA', 'SU', 'MO'])
  })
})

describe('times the clocks skip or pass twice', () => {
  it('finds 01:30 missing on the last Sunday of March, and twice on the last Sunday of October', () => {
    expect(clockProblem('2027-03-28', '01:30')).toBe('skipped')
    expect(clockProblem('2027-03-28', '02:00')).toBeNull()
    expect(clockProblem('2027-10-31', '01:30')).toBe('repeated')
    expect(clockProblem('2027-10-31', '00:59')).toBeNull()
    expect(clockProblem('2027-10-31', '02:00')).toBeNull()
    expect(clockProblem('2027-06-15', '01:30')).toBeNull()
  })
})
