import { afterAll, describe, expect, it } from 'vitest'
import { sql } from '../../db/client.ts'
import * as v from 'valibot'
import { seriesSchema } from '../../app/lib/calendar/series-schema.ts'
import { createSeries, setSeriesBreak, setSeriesException } from '../calendar/series.ts'
import { listUpcomingDiary, listUpcomingEvents } from './upcoming.ts'

const marker = `upcoming-test-${Date.now()}`

async function seed(title: string, eventDate: string): Promise<string> {
  const [row] = await sql()<{ id: string }[]>`
    insert into events (title, description, event_date) values (${`${marker} ${title}`}, ${`About ${title}`}, ${eventDate})
    returning id
  `
  return row!.id
}

async function titlesSeenAt(now: Date): Promise<string[]> {
  const events = await listUpcomingEvents(now)
  return events.filter((event) => event.title.startsWith(marker)).map((event) => event.title.slice(marker.length + 1))
}

afterAll(async () => {
  await sql()`delete from events where title like ${`${marker}%`}`
  await sql()`delete from event_series where title like ${`${marker}%`}`
})

describe('listUpcomingEvents', () => {
  it('counts "today" in UK time: just after midnight BST, yesterday (UTC today) is past', async () => {
    await seed('summer eve', '2031-06-30')
    await seed('summer day', '2031-07-01')
    // 23:30 UTC on 30 June is 00:30 on 1 July in London.
    expect(await titlesSeenAt(new Date('2031-06-30T23:30:00Z'))).toEqual(expect.arrayContaining(['summer day']))
    expect(await titlesSeenAt(new Date('2031-06-30T23:30:00Z'))).not.toContain('summer eve')
    // 22:59 UTC is still 30 June in London (23:59 BST).
    expect(await titlesSeenAt(new Date('2031-06-30T22:59:00Z'))).toEqual(expect.arrayContaining(['summer eve', 'summer day']))
  })

  it('keeps an event dated today until the UK day ends (GMT in winter)', async () => {
    await seed('new year eve', '2031-12-31')
    expect(await titlesSeenAt(new Date('2031-12-31T23:59:59Z'))).toContain('new year eve')
    expect(await titlesSeenAt(new Date('2032-01-01T00:00:00Z'))).not.toContain('new year eve')
  })

  it('lists soonest first, with a day-only date string and only the public fields', async () => {
    const later = await seed('third', '2033-05-20')
    await seed('first', '2033-05-01')
    await seed('second', '2033-05-10')
    await seed('long past', '2020-01-01')
    const now = new Date('2033-04-30T12:00:00Z')
    expect(await titlesSeenAt(now)).toEqual(['first', 'second', 'third'])
    const event = (await listUpcomingEvents(now)).find((candidate) => candidate.id === later)
    expect(event).toEqual({ id: later, title: `${marker} third`, description: 'About third', event_date: '2033-05-20' })
  })
})

describe('a series in the list', () => {
  const ADMIN = 'calendar@example.org'
  const tuesdays = (title: string) =>
    v.parse(seriesSchema, {
      title: `${marker} ${title}`,
      description: 'Hot drinks and company.',
      place: 'hall',
      startTime: '17:00',
      endTime: '20:00',
      startDate: '2034-11-07',
      repeat: 'weekly',
      weekdays: ['TU'],
      ends: 'never',
    })

  it('comes once, at its next date, in the spec’s shape, among the one-off events by date', async () => {
    const { id } = await createSeries(tuesdays('warm space'), ADMIN)
    await seed('fair', '2034-11-20')
    const now = new Date('2034-11-15T12:00:00Z')
    expect(await titlesSeenAt(now)).toEqual(['fair', 'warm space'])
    const listed = (await listUpcomingEvents(now)).filter((event) => event.id === id)
    expect(listed).toEqual([{ id, title: `${marker} warm space`, description: 'Hot drinks and company.', event_date: '2034-11-21' }])
  })

  it('skips a cancelled date and a break to its next meeting, and says what is different', async () => {
    const { id } = await createSeries(tuesdays('cancelled'), ADMIN)
    await setSeriesException(id, { date: '2034-12-19', kind: 'cancelled', reason: 'Christmas' }, ADMIN)
    await setSeriesBreak(id, { from: '2034-12-24', to: '2035-01-07', reason: 'New Year' }, ADMIN)
    await setSeriesException(
      id,
      { date: '2035-01-16', kind: 'changed', reason: 'The hall is booked', newDate: '2035-01-17', newStartTime: '18:00', newEndTime: '21:00', newTitle: null },
      ADMIN,
    )
    const [item] = (await listUpcomingDiary(new Date('2034-12-18T12:00:00Z'))).filter((entry) => entry.event.id === id)
    expect(item).toEqual({
      event: { id, title: `${marker} cancelled`, description: 'Hot drinks and company.', event_date: '2035-01-09' },
      time: '5–8pm',
      series: {
        pattern: 'Every Tuesday, 5–8pm',
        place: 'At the church hall',
        notes: [
          'On a break from 24 December to 7 January: New Year',
          'Not on 19 December: Christmas',
          '16 January: moved to Wednesday 17 January, 6–9pm (The hall is booked)',
        ],
      },
    })
  })
})
