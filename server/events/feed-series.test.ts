import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import type { StoredSeries } from '../../app/lib/calendar/stored-series.ts'
import { eventsCalendar } from './calendar-feed.ts'
import { feedSeries } from './feed-series.ts'

const sundays: StoredSeries<Date> = {
  id: '6f1c9a52-2c1e-4d0e-9d55-0b8f9a0a1c12',
  title: 'Sunday service',
  description: 'Come as you are.',
  place: 'hall',
  placeDetail: '',
  activity: 'sunday-service',
  startTime: '10:30',
  endTime: '12:00',
  recurrence: { start: '2027-07-04', pattern: { kind: 'weekly', interval: 1, weekdays: ['SU'] }, ending: { kind: 'never' } },
  exceptions: [
    { date: '2027-08-08', kind: 'cancelled', reason: 'Inside the break' },
    { date: '2027-09-05', kind: 'cancelled', reason: 'Harvest at the park' },
  ],
  breaks: [{ from: '2027-08-01', to: '2027-08-22', reason: 'August break' }],
  sequence: 5,
  updatedAt: new Date('2027-06-01T09:00:00Z'),
}

const ended: StoredSeries<Date> = {
  ...sundays,
  id: '6f1c9a52-2c1e-4d0e-9d55-0b8f9a0a1c13',
  activity: null,
  recurrence: { ...sundays.recurrence, start: '2026-01-04', ending: { kind: 'until', date: '2026-06-28' } },
}

const placeWords = (place: string, detail: string) => `${place}:${detail}`

describe('the series the feed writes', () => {
  const written = feedSeries([sundays, ended], '2027-07-01', placeWords)

  it('leave out a series that ended months ago, and give each its place in words', () => {
    expect(written.map((series) => [series.id, series.location])).toEqual([[sundays.id, 'hall:']])
  })

  it('cancel every date of a break with its reason, and keep the cancelled dates outside it', () => {
    expect(written[0]!.exceptions).toEqual([
      { date: '2027-09-05', kind: 'cancelled', reason: 'Harvest at the park' },
      { date: '2027-08-01', kind: 'cancelled', reason: 'August break' },
      { date: '2027-08-08', kind: 'cancelled', reason: 'August break' },
      { date: '2027-08-15', kind: 'cancelled', reason: 'August break' },
      { date: '2027-08-22', kind: 'cancelled', reason: 'August break' },
    ])
  })

  it('are read by ical.js from the whole feed with London’s zone: 10:30 in summer and in winter, without the break', () => {
    const text = eventsCalendar([], 'Cray Community Church', 'https://www.example.org', written)
    const calendar = new ICAL.Component(ICAL.parse(text))
    expect(calendar.getAllSubcomponents('vtimezone')).toHaveLength(1)
    ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!))
    try {
      const master = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
      expect([master.uid, master.sequence]).toEqual([`series-${sundays.id}@www.example.org`, 5])
      const iterator = master.iterator()
      const starts: string[] = []
      for (let next = iterator.next(); next && starts.length < 20; next = iterator.next()) starts.push(next.toJSDate().toISOString())
      expect(starts.slice(0, 5)).toEqual([
        '2027-07-04T09:30:00.000Z',
        '2027-07-11T09:30:00.000Z',
        '2027-07-18T09:30:00.000Z',
        '2027-07-25T09:30:00.000Z',
        '2027-08-29T09:30:00.000Z',
      ])
      expect(starts).toContain('2027-10-31T10:30:00.000Z')
      expect(starts).not.toContain('2027-09-05T09:30:00.000Z')
    } finally {
      ICAL.TimezoneService.remove('Europe/London')
    }
  })
})
