import { addDays, format } from 'date-fns'
import ICAL from 'ical.js'
import { churchToday, parseCalendarDay } from '../../app/lib/site/dates.ts'
import { expect, test } from './fixtures'

const dayFromToday = (offset: number) => format(addDays(parseCalendarDay(churchToday()), offset), 'yyyy-MM-dd')

type ApiEvent = { id: string; title: string; description: string; event_date: string }

test.describe('the calendar feed', () => {
  test('/events.ics holds the same events as /api/events/upcoming, titles with commas, semicolons and accents included', async ({ request, db }) => {
    const prefix = `E2E feed ${Date.now()}`
    const seeded = [
      { title: `${prefix} Carols, mince pies; and more`, description: 'Bring a friend.\nEveryone welcome, free.', day: dayFromToday(3) },
      { title: `${prefix} Café Noël ☕ à la crèche`, description: `A long evening. ${'Songs and stories, '.repeat(12)}`, day: dayFromToday(9) },
      { title: `${prefix} Last week`, description: 'Already past.', day: dayFromToday(-2) },
    ]
    for (const event of seeded) await db`insert into events (title, description, event_date) values (${event.title}, ${event.description}, ${event.day})`
    try {
      const feed = await request.get('/events.ics')
      expect(feed.status()).toBe(200)
      expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8')
      const text = await feed.text()
      expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).byteLength <= 75)).toBe(true)

      const calendar = new ICAL.Component(ICAL.parse(text))
      const everyEvent = calendar.getAllSubcomponents('vevent').map((component) => {
        const event = new ICAL.Event(component)
        return { uid: event.uid, title: event.summary, description: event.description, event_date: event.startDate.toString(), allDay: event.startDate.isDate }
      })
      // A series is written once with its pattern, from its first date: the one-off events are compared date for date.
      const series = everyEvent.filter((event) => event.uid.startsWith('series-'))
      const fromFeed = everyEvent.filter((event) => !event.uid.startsWith('series-'))
      const everyUpcoming = (await (await request.get('/api/events/upcoming')).json()) as ApiEvent[]
      const seriesIds = new Set(series.map((event) => event.uid.replace(/^series-/, '').split('@')[0]))
      const upcoming = everyUpcoming.filter((event) => !seriesIds.has(event.id))
      expect(seriesIds.size, 'the seeded regular activities').toBeGreaterThanOrEqual(4)
      const seriesListed = everyUpcoming.filter((event) => seriesIds.has(event.id)).map((event) => event.id)
      expect(new Set(seriesListed).size, 'each series once in the list').toBe(seriesListed.length)
      expect(seriesListed.length).toBeGreaterThanOrEqual(4)
      expect(fromFeed.map(({ title, description, event_date }) => ({ title, description, event_date }))).toEqual(
        upcoming.map(({ title, description, event_date }) => ({ title, description, event_date })),
      )
      expect(fromFeed.map((event) => event.uid.split('@')[0])).toEqual(upcoming.map((event) => event.id))
      expect(fromFeed.every((event) => event.allDay)).toBe(true)
      expect(fromFeed.map((event) => event.title)).toEqual(expect.arrayContaining([seeded[0]!.title, seeded[1]!.title]))
      expect(fromFeed.map((event) => event.title)).not.toContain(seeded[2]!.title)
    } finally {
      await db`delete from events where title like ${`${prefix}%`}`
    }
  })

  test('the feed changes when an event changes', async ({ request, db }) => {
    const title = `E2E feed change ${Date.now()}`
    const [row] = await db<{ id: string }[]>`insert into events (title, description, event_date) values (${title}, 'Before.', ${dayFromToday(4)}) returning id`
    try {
      const before = await (await request.get('/events.ics')).text()
      await db`update events set description = 'After.', updated_at = now() where id = ${row!.id}`
      const after = await (await request.get('/events.ics')).text()
      expect(after).not.toBe(before)
      expect(after).toContain('DESCRIPTION:After.')
    } finally {
      await db`delete from events where id = ${row!.id}`
    }
  })

  for (const javaScriptEnabled of [true, false]) {
    test(`What's On When links to the feed twice with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled })
      const page = await context.newPage()
      await page.goto('/whats-on-when')
      const subscribe = page.getByRole('link', { name: 'Subscribe to our calendar' })
      await expect(subscribe).toHaveAttribute('href', /^webcal:\/\/[^/]+\/events\.ics$/)
      const download = page.getByRole('link', { name: /Download the events/ })
      await expect(download).toHaveAttribute('href', '/events.ics')
      const [file] = await Promise.all([page.waitForEvent('download'), download.click()])
      expect(file.suggestedFilename()).toBe('events.ics')
      await context.close()
    })
  }
})
