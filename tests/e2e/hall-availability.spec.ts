import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import type postgres from 'postgres'
import { addDays, londonToday } from '../../app/lib/calendar/london-time.ts'
import { weekdayOf } from '../../app/lib/calendar/recurrence.ts'
import { dateWords } from '../../app/lib/calendar/series-words.ts'
import { slotWords } from '../../app/lib/hall/slot.ts'
import { expect, test } from './fixtures'

const CREATED_BY = 'hall availability e2e'
const HIRER_EMAIL = 'availability-e2e@example.org'

/** Ten days ahead: a date within the tables, for the checks that need no free time. */
const tenDaysAhead = () => addDays(londonToday(), 10)

/**
 * The first day from tomorrow whose afternoon and evening are both free, as the page shows them.
 * Other tests of this worker's site put series and bookings in the hall, so no date is free for sure.
 */
async function freeAfternoonAndEvening(page: Page): Promise<string> {
  await page.goto('/hall-hire')
  const date = await page.locator('#hall-availability tbody tr').evaluateAll(
    (rows, tomorrow) => {
      const slotOf = (cell: Element | undefined) =>
        cell
          ?.querySelector('a')
          ?.getAttribute('href')
          ?.match(/slot=(\d{4}-\d{2}-\d{2})\./)?.[1]
      for (const row of rows) {
        const [, afternoon, evening] = [...row.querySelectorAll('td')]
        const day = slotOf(afternoon)
        if (day && day >= tomorrow && slotOf(evening) === day) return day
      }
      return null
    },
    addDays(londonToday(), 1),
  )
  expect(date, 'a day with a free afternoon and evening in the eight weeks').not.toBeNull()
  return date!
}

async function bookEvening(db: postgres.Sql, date: string): Promise<void> {
  const [hirer] = await db<{ id: string }[]>`
    insert into hall_hirers (name, email) values ('Evening Hirer', ${HIRER_EMAIL})
    on conflict (lower(email)) do update set name = excluded.name returning id`
  const recurrence = { start: date, pattern: { kind: 'weekly', interval: 1, weekdays: [weekdayOf(date)] }, ending: { kind: 'count', count: 1 } }
  await db`
    insert into hall_bookings (room_id, hirer_id, purpose, status, start_time, end_time, recurrence, terms_version, created_by)
    select id, ${hirer!.id}, 'A ruby wedding party', 'confirmed', '18:00', '21:00', ${db.json(recurrence)}, 1, ${CREATED_BY}
    from rooms where calendar_place = 'hall'`
}

async function removeBooking(db: postgres.Sql): Promise<void> {
  await db`delete from hall_bookings where created_by = ${CREATED_BY}`
  await db`delete from hall_hirers where lower(email) = ${HIRER_EMAIL}`
}

/** The row of `date` in the availability, its week opened if it is folded away. */
async function dayRow(page: Page, date: string) {
  const words = dateWords(date, 'weekdayDayMonth')
  const section = page.locator('#hall-availability')
  const folded = section.locator('details', { has: page.locator('th', { hasText: words }) })
  if ((await folded.count()) > 0 && !(await folded.evaluate((details: HTMLDetailsElement) => details.open))) await folded.locator('summary').click()
  return section.locator('tr', { has: page.getByRole('rowheader', { name: words, exact: true }) })
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`the hall's availability on /hall-hire, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled })
    test.afterEach(async ({ db }) => removeBooking(db))

    test('shows eight weeks in tables with headers, a booked evening as "Booked" and a free afternoon as a link to the enquiry', async ({ page, db }) => {
      const date = await freeAfternoonAndEvening(page)
      const words = dateWords(date, 'weekdayDayMonth')
      const section = page.locator('#hall-availability')
      await expect(section.getByRole('heading', { level: 2 })).toHaveText('When the hall is free')
      await expect(section).toContainText(
        'Free means the hall is free for the whole of that time. Choose a free time to start an enquiry; we will confirm by e-mail.',
      )
      await expect(section.getByRole('link', { name: 'Go straight to the enquiry form' })).toHaveAttribute('href', '#hall-hire-form')
      await expect(section.locator('table')).toHaveCount(weekdayOf(londonToday()) === 'MO' ? 8 : 9)
      await expect(section.locator('tbody tr')).toHaveCount(56)
      await expect(section.locator('caption').first()).toHaveText(
        weekdayOf(londonToday()) === 'MO'
          ? `Week beginning ${dateWords(londonToday(), 'weekdayDayMonth')}`
          : `From ${dateWords(londonToday(), 'weekdayDayMonth')}`,
      )
      await expect(section.locator('caption').nth(1)).toHaveText(/^Week beginning Monday \d+ [A-Z][a-z]+$/)
      const firstTable = section.getByRole('table').first()
      await expect(firstTable.getByRole('columnheader')).toHaveText(['Day', 'Morning8am to 1pm', 'Afternoon1pm to 5pm', 'Evening5pm to 10pm'])
      const evening = (await dayRow(page, date)).locator('td').nth(2)
      await expect(evening.getByRole('link', { name: `Free: enquire about ${words}, evening`, exact: true })).toBeVisible()

      await bookEvening(db, date)
      await expect
        .poll(async () => {
          await page.goto('/hall-hire')
          return (await dayRow(page, date)).locator('td').nth(2).textContent()
        })
        .toContain('Booked')
      const row = await dayRow(page, date)
      await expect(row.locator('td').nth(2).getByRole('link')).toHaveCount(0)
      await expect(row.locator('td').nth(2)).not.toContainText('Free')
      const afternoon = row.getByRole('link', { name: `Free: enquire about ${words}, afternoon`, exact: true })
      await expect(afternoon).toHaveText('Free')
      await expect(afternoon).toHaveAttribute('href', `/hall-hire?slot=${date}.afternoon#hall-hire-form`)
      expect((await afternoon.boundingBox())!.height, 'a free time is large enough to press').toBeGreaterThanOrEqual(44)
    })

    test('a free time chosen lands on the enquiry with its dates filled in, and the enquiry is sent as before', async ({ page, db }) => {
      const date = await freeAfternoonAndEvening(page)
      const lastName = `Slot${randomBytes(4).toString('hex')}`
      const [recipient] = await db`
        insert into email_configurations (form_type, email_address, display_name) values ('hall_hire', 'bookings@example.org', 'Hall Bookings')
        on conflict (form_type) do nothing returning id`
      try {
        await page.goto('/hall-hire')
        const row = await dayRow(page, date)
        await row.getByRole('link', { name: `Free: enquire about ${dateWords(date, 'weekdayDayMonth')}, afternoon`, exact: true }).click()
        await expect(page).toHaveURL(new RegExp(`/hall-hire\\?slot=${date}\\.afternoon#hall-hire-form$`))
        const form = page.getByRole('form', { name: 'Hall hire enquiry' })
        await expect(page.locator('#hall-hire-form')).toBeInViewport()
        const dates = form.getByLabel('Preferred date(s) and times')
        await expect(dates).toHaveValue(slotWords({ date, part: 'afternoon' }))

        await form.getByLabel('First Name').fill('Jane')
        await form.getByLabel('Last Name').fill(lastName)
        await form.getByLabel('Email').fill('jane@example.com')
        await form.getByLabel('Phone').fill('07700 900456')
        await form.getByLabel('Event details').fill('A birthday party for 25 children.')
        await form.getByRole('button', { name: 'Send Enquiry' }).click()
        if (javaScriptEnabled) await expect(page.getByTestId('toast')).toContainText('Enquiry Sent Successfully!')
        else await expect(page).toHaveURL(/\/hall-hire\?result=/)
        await expect(form).toContainText('Thank you for your enquiry. We will get back to you soon about availability.')
        await expect(form.getByLabel('Preferred date(s) and times')).toHaveValue('')
        const [sent] = await db<{ dates: string }[]>`select fields ->> 'dates' as dates from form_submissions where fields ->> 'lastName' = ${lastName}`
        expect(sent?.dates).toBe(slotWords({ date, part: 'afternoon' }))
      } finally {
        if (recipient) await db`delete from email_configurations where id = ${recipient.id}`
      }
    })

    test('a past or malformed time leaves the dates field empty', async ({ page }) => {
      for (const slot of [`${addDays(londonToday(), -1)}.afternoon`, `${addDays(londonToday(), 56)}.morning`, `${londonToday()}.night`, 'soon']) {
        await page.goto(`/hall-hire?slot=${slot}`)
        await expect(page.getByLabel('Preferred date(s) and times'), slot).toHaveValue('')
      }
    })
  })
}

test('the plain /hall-hire stays in the page cache; a page with a chosen time is rendered for its visitor alone', async ({ request }) => {
  await expect.poll(async () => (await request.get('/hall-hire')).headers()['x-cache']).toBe('hit')
  const chosen = await request.get(`/hall-hire?slot=${tenDaysAhead()}.afternoon`)
  expect(chosen.headers()['x-cache']).toBeUndefined()
  expect(await chosen.text()).toContain(`value="${slotWords({ date: tenDaysAhead(), part: 'afternoon' })}"`)
})
