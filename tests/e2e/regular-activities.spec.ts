import type { Page } from '@playwright/test'
import ICAL from 'ical.js'
import type postgres from 'postgres'
import { addDays, londonToday } from '../../app/lib/calendar/london-time.ts'
import { datesBetween } from '../../app/lib/calendar/recurrence.ts'
import { dateWords } from '../../app/lib/calendar/series-words.ts'
import { signInAsAdmin } from './admin-helpers'
import { expect, siteOrigin, test } from './fixtures'

/** A series as the dashboard sends it. */
type SeriesBody = Record<string, unknown> & { title: string; startTime: string; endTime: string }

const sundayService: SeriesBody = {
  title: 'Sunday service',
  description: 'Our Sunday service: come as you are. Tea, coffee and cake afterwards.',
  place: 'hall',
  activity: 'sunday-service',
  startTime: '10:30',
  endTime: '12:00',
  startDate: '2026-01-04',
  repeat: 'weekly',
  weekdays: ['SU'],
  ends: 'never',
}

async function activitySeriesId(db: postgres.Sql, activity: string): Promise<string> {
  const [series] = await db<{ id: string }[]>`select id from event_series where activity = ${activity}`
  return series!.id
}

const send = (page: Page, method: 'put' | 'post' | 'delete', path: string, data?: unknown) =>
  page.request[method](path, { data, headers: { Origin: siteOrigin() } })

/** Visits a page until it shows `text`: a change reaches the page cache a moment after it is saved. */
async function untilShown(page: Page, path: string, text: string) {
  await expect(async () => {
    await page.goto(path)
    await expect(page.locator('main')).toContainText(text, { timeout: 500 })
  }).toPass({ timeout: 10_000 })
}

test.describe('the regular activities, one home for each time', () => {
  test('a new Sunday service time shows on /, /sundays, /contact, What’s On When and in the feed, and back', async ({ page, db, browser }) => {
    await signInAsAdmin(page)
    const id = await activitySeriesId(db, 'sunday-service')
    const visitorContext = await browser.newContext({ javaScriptEnabled: false })
    const visitor = await visitorContext.newPage()
    try {
      expect((await send(page, 'put', `/api/admin/series/${id}`, { ...sundayService, startTime: '11:15', endTime: '12:45' })).status()).toBe(200)
      await untilShown(visitor, '/', 'Every Sunday at 11:15am')
      await visitor.goto('/sundays')
      await expect(visitor.locator('main')).toContainText('11:15 AM')
      await visitor.goto('/contact')
      await expect(visitor.getByRole('region', { name: 'Service times' })).toContainText('11:15 AM')
      await visitor.goto('/whats-on-when')
      const card = visitor.getByRole('listitem').filter({ has: visitor.getByRole('heading', { level: 3, name: 'Sunday service' }) })
      await expect(card).toContainText('Every Sunday, 11:15am–12:45pm')
      const feed = await (await visitor.request.get('/events.ics')).text()
      expect(feed).toContain('DTSTART;TZID=Europe/London:20260104T111500')
    } finally {
      expect((await send(page, 'put', `/api/admin/series/${id}`, sundayService)).status()).toBe(200)
    }
    await untilShown(visitor, '/', 'Every Sunday at 10:30am')
    await visitorContext.close()
  })

  test('a cancelled and a moved Warm Space show in the list, on the programme card and in the feed', async ({ page, db, browser }) => {
    await signInAsAdmin(page)
    const id = await activitySeriesId(db, 'warm-space')
    const [series] = (await (await page.request.get('/api/admin/series')).json()).filter((one: { id: string }) => one.id === id)
    const today = londonToday()
    const [, cancelled, moved] = datesBetween(series.recurrence, addDays(today, 1), addDays(today, 60), 3) as [string, string, string]
    const visitorContext = await browser.newContext({ javaScriptEnabled: false })
    const visitor = await visitorContext.newPage()
    try {
      const cancelling = await send(page, 'put', `/api/admin/series/${id}/exceptions`, { date: cancelled, kind: 'cancelled', reason: 'Christmas' })
      expect(cancelling.status()).toBe(200)
      const moving = { date: moved, kind: 'changed', reason: 'The hall is booked', newDate: addDays(moved, 1), newStartTime: '18:00', newEndTime: '21:00' }
      expect((await send(page, 'put', `/api/admin/series/${id}/exceptions`, moving)).status()).toBe(200)
      const notCancelled = `Not on ${dateWords(cancelled, 'dayMonth')}: Christmas`
      const movedNote = `${dateWords(moved, 'dayMonth')}: moved to ${dateWords(addDays(moved, 1), 'weekdayDayMonth')}, 6–9pm (The hall is booked)`
      await untilShown(visitor, '/whats-on-when', notCancelled)
      const card = visitor.getByRole('listitem').filter({ has: visitor.getByRole('heading', { level: 3, name: 'Warm Space' }) })
      await expect(card).toContainText('Every Tuesday, 5–8pm')
      await expect(card).toContainText('At the church hall')
      await expect(card.getByRole('listitem')).toHaveText([notCancelled, movedNote])

      await visitor.goto('/community')
      const programme = visitor.locator('section#programmes li').filter({ has: visitor.getByRole('heading', { level: 3, name: 'Warm Space' }) })
      await expect(programme).toContainText('Tuesdays, 5-8pm')
      await expect(programme.getByRole('list', { name: 'Changes to the coming dates' }).getByRole('listitem')).toHaveText([notCancelled, movedNote])

      const calendar = new ICAL.Component(ICAL.parse(await (await visitor.request.get('/events.ics')).text()))
      const events = calendar.getAllSubcomponents('vevent').filter((event) => String(event.getFirstPropertyValue('uid')).startsWith(`series-${id}@`))
      const [master, override] = events
      expect(master!.getAllProperties('exdate').map((property) => String(property.getFirstValue()))).toEqual([`${cancelled}T17:00:00`])
      expect(String(override!.getFirstPropertyValue('recurrence-id'))).toBe(`${moved}T17:00:00`)
      expect(String(override!.getFirstPropertyValue('dtstart'))).toBe(`${addDays(moved, 1)}T18:00:00`)
      expect(Number(master!.getFirstPropertyValue('sequence'))).toBeGreaterThanOrEqual(2)
    } finally {
      await send(page, 'delete', `/api/admin/series/${id}/exceptions/${cancelled}`)
      await send(page, 'delete', `/api/admin/series/${id}/exceptions/${moved}`)
      await visitorContext.close()
    }
  })

  test('bad input gets a 400 naming the field', async ({ page }) => {
    await signInAsAdmin(page)
    const refusals = [
      [{ ...sundayService, startTime: '01:30', startDate: '2027-03-28', weekdays: ['SU'] }, 'startTime', /01:30 does not exist on Sunday 28 March 2027/],
      [{ ...sundayService, endTime: '10:00' }, 'endTime', /End time must be after the start time/],
      [{ ...sundayService, weekdays: [] }, 'weekdays', /choose at least one day/],
      [{ ...sundayService, ends: 'count', count: 0 }, 'count', /Times must be at least 1/],
    ] as const
    for (const [body, field, message] of refusals) {
      const response = await send(page, 'post', '/api/admin/series', body)
      expect(response.status(), field).toBe(400)
      expect(((await response.json()) as { details: Record<string, string> }).details[field]).toMatch(message)
    }
  })
})
