import { addDays, format } from 'date-fns'
import type { Page } from '@playwright/test'
import type postgres from 'postgres'
import { churchToday, formatEventDate, parseCalendarDay } from '../../app/lib/site/dates.ts'
import { expect, test } from './fixtures'

/** A calendar day `offset` days from today in UK time, as 'YYYY-MM-DD'. */
const dayFromToday = (offset: number) => format(addDays(parseCalendarDay(churchToday()), offset), 'yyyy-MM-dd')

type Seeded = { title: string; day: string }

async function seedEvents(db: postgres.Sql, prefix: string): Promise<Record<'past' | 'today' | 'soon' | 'later', Seeded>> {
  const events = {
    later: { title: `${prefix} Harvest supper`, day: dayFromToday(40) },
    past: { title: `${prefix} Last week's picnic`, day: dayFromToday(-1) },
    today: { title: `${prefix} Coffee morning`, day: dayFromToday(0) },
    soon: { title: `${prefix} Carol singing`, day: dayFromToday(5) },
  }
  for (const event of Object.values(events)) {
    await db`insert into events (title, description, event_date) values (${event.title}, ${`All about ${event.title}.`}, ${event.day})`
  }
  return events
}

/** Empties the calendar, one-off events and series alike; the function it gives puts every row back as it was. */
async function setTheCalendarAside(db: postgres.Sql): Promise<() => Promise<void>> {
  const tables = ['events', 'event_series', 'event_series_exceptions', 'event_series_breaks'] as const
  const saved = await Promise.all(tables.map((table) => db`select * from ${db(table)}`))
  await db`delete from events`
  await db`delete from event_series`
  return async () => {
    for (const [index, table] of tables.entries()) {
      const rows = saved[index]!.map((row) => (table === 'event_series' ? { ...row, recurrence: db.json(row.recurrence) } : row))
      if (rows.length > 0) await db`insert into ${db(table)} ${db(rows)}`
    }
  }
}

const removeEvents = (db: postgres.Sql, prefix: string) => db`delete from events where title like ${`${prefix}%`}`

const uniquePrefix = (label: string) => `E2E ${label} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`

function eventCards(page: Page, prefix: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(`^${prefix}`) }) })
}

/**
 * Waits until the site has heard of a change written straight to the database: its notification
 * reaches the server a moment after the write, and a visit in between is served the page as it was.
 */
async function untilTheSiteShows(page: Page, text: string, shown = true) {
  await expect
    .poll(async () => (await (await page.request.get('/whats-on-when')).text()).includes(text), {
      message: `/whats-on-when ${shown ? 'shows' : 'no longer shows'} ${text}`,
    })
    .toBe(shown)
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`What's On When with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled })

    test('lists upcoming events soonest first with the long date, and hides past ones', async ({ page, db }) => {
      const prefix = uniquePrefix('list')
      const events = await seedEvents(db, prefix)
      try {
        await untilTheSiteShows(page, events.today.title)
        await page.goto('/whats-on-when')
        await expect(page.getByRole('heading', { level: 1 })).toHaveText("What's On When")
        await expect(page.getByRole('heading', { level: 2, name: 'Key dates for your diary' })).toBeVisible()

        const cards = eventCards(page, prefix)
        await expect(cards.getByRole('heading', { level: 3 })).toHaveText([events.today.title, events.soon.title, events.later.title])
        await expect(page.getByText(events.past.title)).toHaveCount(0)

        const soon = cards.nth(1)
        await expect(soon.locator('time')).toHaveText(formatEventDate(events.soon.day))
        await expect(soon.locator('time')).toHaveText(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/)
        await expect(soon.locator('time')).toHaveAttribute('datetime', events.soon.day)
        await expect(soon).toContainText(`All about ${events.soon.title}.`)

        const structuredData = await page.locator('script[type="application/ld+json"]').allTextContents()
        const graph = structuredData.flatMap(
          (text) => (JSON.parse(text) as { '@graph'?: { '@type': string; name: string; startDate: string }[] })['@graph'] ?? [],
        )
        const mine = graph.filter((node) => node.name.startsWith(prefix))
        expect(mine.map((node) => [node['@type'], node.name, node.startDate])).toEqual([
          ['Event', events.today.title, events.today.day],
          ['Event', events.soon.title, events.soon.day],
          ['Event', events.later.title, events.later.day],
        ])
      } finally {
        await removeEvents(db, prefix)
      }
    })

    test('shows a change on the next visit', async ({ page, db }) => {
      const prefix = uniquePrefix('fresh')
      try {
        await page.goto('/whats-on-when')
        await expect(page.getByRole('heading', { level: 2, name: 'Key dates for your diary' })).toBeVisible()
        await db`insert into events (title, description, event_date) values (${`${prefix} Added later`}, 'Just added.', ${dayFromToday(2)})`
        await untilTheSiteShows(page, `${prefix} Added later`)
        await page.getByRole('contentinfo').getByRole('link', { name: 'Our People' }).click()
        // Each move waits for its page's data, which on a loaded machine can take longer than a glance.
        await expect(page).toHaveURL(/\/our-people$/, { timeout: 15_000 })
        await page.getByRole('contentinfo').getByRole('link', { name: "What's On When" }).click()
        await expect(page).toHaveURL(/\/whats-on-when$/, { timeout: 15_000 })
        await expect(page.getByRole('heading', { level: 2, name: 'Key dates for your diary' })).toBeVisible()
        // The list is read afresh on the way in; on a loaded machine that can take longer than a glance.
        await expect(eventCards(page, prefix)).toHaveCount(1, { timeout: 15_000 })
        await expect(eventCards(page, prefix)).toContainText(formatEventDate(dayFromToday(2)))
      } finally {
        await removeEvents(db, prefix)
      }
    })

    test('shows the empty state when nothing is coming up', async ({ page, db }) => {
      // Tests run one at a time: set every event and series aside for this test, then put each one back exactly as it was.
      const putBack = await setTheCalendarAside(db)
      try {
        await untilTheSiteShows(page, 'No Upcoming Events')
        await page.goto('/whats-on-when')
        await expect(page.getByRole('heading', { level: 3, name: 'No Upcoming Events' })).toBeVisible()
        await expect(page.getByText('There are no upcoming events scheduled at this time. Check back soon or contact us to add an event!')).toBeVisible()
        await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0)
      } finally {
        await putBack()
      }
    })

    test('offers the calendar and an e-mail invitation with the church address', async ({ page }) => {
      await page.goto('/whats-on-when')
      const calendar = page.getByRole('region', { name: 'Church calendar' })
      await expect(calendar).toContainText('Click on any event in the calendar')
      const openLink = calendar.getByRole('link', { name: /Open the calendar in Google Calendar/ })
      await expect(openLink).toHaveAttribute('target', '_blank')
      await expect(openLink).toHaveAttribute('rel', 'noopener noreferrer')
      const href = new URL((await openLink.getAttribute('href'))!)
      expect(href.origin).toBe('https://calendar.google.com')
      expect(href.searchParams.get('ctz')).toBe('Europe/London')
      await expect(calendar.locator('iframe')).toHaveCount(0)
      // The load button needs JavaScript: without it only the link is offered.
      const loadButton = calendar.getByRole('button', { name: 'Load calendar' })
      if (javaScriptEnabled) await expect(loadButton).toBeVisible()
      else await expect(loadButton).toHaveCount(0)

      const addDate = page.getByRole('region', { name: 'Have a date to add?' })
      await expect(addDate.getByRole('link', { name: 'E-mail us a date' })).toHaveAttribute('href', /^mailto:/)
      await expect(addDate.locator('address')).toContainText("St Paul's Cray")
    })
  })
}

test.describe("What's On When calendar with JavaScript on", () => {
  test('loads the month view in UK time only when asked', async ({ page }) => {
    const calendarRequests: string[] = []
    await page.route('https://calendar.google.com/**', (route) => {
      calendarRequests.push(route.request().url())
      return route.fulfill({ contentType: 'text/html', body: '<title>Calendar</title><p>Calendar</p>' })
    })
    await page.goto('/whats-on-when')
    const calendar = page.getByRole('region', { name: 'Church calendar' })
    const placeholder = calendar.getByRole('group', { name: /Church calendar/ })
    const heightBefore = (await placeholder.boundingBox())!.height
    expect(heightBefore).toBe(600)
    expect(calendarRequests).toEqual([])

    await calendar.getByRole('button', { name: 'Load calendar' }).click()
    const frame = calendar.locator('iframe')
    // The press wakes the calendar's part of the page: its code is fetched and hydrated first, which on a busy machine takes seconds.
    await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin', { timeout: 15_000 })
    await expect(frame).toHaveAttribute('title', /Church calendar/)
    expect((await frame.boundingBox())!.height).toBeCloseTo(heightBefore, 0)
    const src = new URL((await frame.getAttribute('src'))!)
    expect(src.searchParams.get('mode')).toBe('MONTH')
    expect(src.searchParams.get('ctz')).toBe('Europe/London')
    await expect.poll(() => calendarRequests.length).toBeGreaterThan(0)
  })
})

test.describe('GET /api/events/upcoming', () => {
  test('answers the upcoming events as JSON, soonest first, with day-only dates', async ({ request, db }) => {
    const prefix = uniquePrefix('api')
    const events = await seedEvents(db, prefix)
    try {
      const response = await request.get('/api/events/upcoming')
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toContain('application/json')
      expect(response.headers()['cache-control']).toBe('no-store')
      const body = (await response.json()) as { id: string; title: string; description: string; event_date: string }[]
      const mine = body.filter((event) => event.title.startsWith(prefix))
      expect(mine.map((event) => [event.title, event.event_date])).toEqual([
        [events.today.title, events.today.day],
        [events.soon.title, events.soon.day],
        [events.later.title, events.later.day],
      ])
      expect(Object.keys(mine[0]!).sort()).toEqual(['description', 'event_date', 'id', 'title'])
      const dates = body.map((event) => event.event_date)
      expect(dates).toEqual([...dates].sort())
    } finally {
      await removeEvents(db, prefix)
    }
  })
})
