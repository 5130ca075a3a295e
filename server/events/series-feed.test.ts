import ICAL from 'ical.js'
import { afterEach, describe, expect, it } from 'vitest'
import { LONDON_VTIMEZONE } from '../../app/lib/calendar/icalendar-rules.ts'
import { calendarText } from './icalendar.ts'
import { type FeedSeries, seriesEventLines } from './series-feed.ts'

const warmSpace: FeedSeries = {
  id: '6f1c9a52-2c1e-4d0e-9d55-0b8f9a0a1c11',
  title: 'Warm Space',
  description: 'A warm room, a hot drink and company.',
  location: 'The church hall',
  startTime: '17:00',
  endTime: '20:00',
  recurrence: { start: '2027-03-01', pattern: { kind: 'weekly', interval: 1, weekdays: ['TU'] }, ending: { kind: 'count', count: 8 } },
  exceptions: [
    { date: '2027-03-16', kind: 'cancelled', reason: 'Mothering Sunday preparations' },
    { date: '2027-03-30', kind: 'changed', newDate: '2027-03-31', newStartTime: '18:00', newEndTime: '21:00', newTitle: 'Warm Space (Wednesday this week)' },
  ],
  sequence: 3,
  updatedAt: new Date('2027-02-20T12:00:00Z'),
}

/** The series as ical.js reads it from the feed's text: each date with its title and its start in UTC. */
function readByIcalJs(series: FeedSeries): { title: string; start: string; end: string }[] {
  const text = calendarText([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//EN',
    ...LONDON_VTIMEZONE,
    ...seriesEventLines(series, 'church.example'),
    'END:VCALENDAR',
  ])
  const calendar = new ICAL.Component(ICAL.parse(text))
  ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!))
  const [master, ...overrides] = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component))
  for (const override of overrides) master!.relateException(override)
  const iterator = master!.iterator()
  const found: { title: string; start: string; end: string }[] = []
  for (let next = iterator.next(); next && found.length < 50; next = iterator.next()) {
    const details = master!.getOccurrenceDetails(next)
    found.push({ title: details.item.summary, start: details.startDate.toJSDate().toISOString(), end: details.endDate.toJSDate().toISOString() })
  }
  return found
}

afterEach(() => ICAL.TimezoneService.remove('Europe/London'))

describe('a series in the feed, read by ical.js', () => {
  it('has each date at London’s time in winter and summer, without the cancelled one, and the moved one where it went', () => {
    expect(readByIcalJs(warmSpace)).toEqual([
      { title: 'Warm Space', start: '2027-03-02T17:00:00.000Z', end: '2027-03-02T20:00:00.000Z' },
      { title: 'Warm Space', start: '2027-03-09T17:00:00.000Z', end: '2027-03-09T20:00:00.000Z' },
      { title: 'Warm Space', start: '2027-03-23T17:00:00.000Z', end: '2027-03-23T20:00:00.000Z' },
      { title: 'Warm Space (Wednesday this week)', start: '2027-03-31T17:00:00.000Z', end: '2027-03-31T20:00:00.000Z' },
      { title: 'Warm Space', start: '2027-04-06T16:00:00.000Z', end: '2027-04-06T19:00:00.000Z' },
      { title: 'Warm Space', start: '2027-04-13T16:00:00.000Z', end: '2027-04-13T19:00:00.000Z' },
      { title: 'Warm Space', start: '2027-04-20T16:00:00.000Z', end: '2027-04-20T19:00:00.000Z' },
    ])
  })

  it('writes the series once, with a stable UID, its SEQUENCE and LAST-MODIFIED, and times with London’s TZID', () => {
    const lines = seriesEventLines(warmSpace, 'church.example')
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2)
    expect(lines.filter((line) => line === 'UID:series-6f1c9a52-2c1e-4d0e-9d55-0b8f9a0a1c11@church.example')).toHaveLength(2)
    expect(lines).toContain('DTSTART;TZID=Europe/London:20270302T170000')
    expect(lines).toContain('RRULE:FREQ=WEEKLY;BYDAY=TU;WKST=MO;COUNT=8')
    expect(lines).toContain('EXDATE;TZID=Europe/London:20270316T170000')
    expect(lines).toContain('RECURRENCE-ID;TZID=Europe/London:20270330T170000')
    expect(lines).toContain('SEQUENCE:3')
    expect(lines).toContain('LAST-MODIFIED:20270220T120000Z')
  })

  it('writes an all-day series with dates, and its last date as UNTIL', () => {
    const lines = seriesEventLines(
      { ...warmSpace, startTime: null, endTime: null, exceptions: [], recurrence: { ...warmSpace.recurrence, ending: { kind: 'until', date: '2027-03-23' } } },
      'church.example',
    )
    expect(lines).toContain('DTSTART;VALUE=DATE:20270302')
    expect(lines).toContain('DTEND;VALUE=DATE:20270303')
    expect(lines).toContain('RRULE:FREQ=WEEKLY;BYDAY=TU;WKST=MO;UNTIL=20270323')
  })
})
