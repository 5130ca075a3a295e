import type postgres from 'postgres'
import { churchToday } from '../../app/lib/site/dates.ts'
import { expect, siteOrigin, test } from './fixtures'

/** Today's count for a page (UK day), as the dashboard's charts read it. */
async function todaysVisits(db: postgres.Sql, pageName: string): Promise<number> {
  const [row] = await db<{ visits: string }[]>`select visits from page_visit_days where day = ${churchToday()}::date and page_name = ${pageName}`
  return Number(row?.visits ?? 0)
}

test.describe('page-visit tracking', () => {
  test("POST /api/analytics/page-visit adds one to the page's count for today, and keeps nothing personal", async ({ request, db }) => {
    const before = await todaysVisits(db, 'Sundays')
    const response = await request.post('/api/analytics/page-visit', {
      headers: { Origin: siteOrigin() },
      data: { page_name: 'Sundays', page_url: `/sundays?probe=${Date.now()}` },
    })
    expect(response.status()).toBe(201)
    expect(await todaysVisits(db, 'Sundays')).toBe(before + 1)
    const columns = await db<
      { column_name: string }[]
    >`select column_name from information_schema.columns where table_name = 'page_visit_days' order by column_name`
    expect(columns.map((column) => column.column_name)).toEqual(['day', 'page_name', 'visits'])
  })

  test('the page counted is the route of the address, not the name the browser sends', async ({ request, db }) => {
    const headers = { Origin: siteOrigin() }
    const unknownBefore = await todaysVisits(db, 'Unknown Page')
    const homeBefore = await todaysVisits(db, 'Home')
    await request.post('/api/analytics/page-visit', { headers, data: { page_name: 'Made up', page_url: '/no-such-place' } })
    await request.post('/api/analytics/page-visit', { headers, data: { page_name: 'Sundays', page_url: '/?from=newsletter' } })
    expect(await todaysVisits(db, 'Unknown Page')).toBe(unknownBefore + 1)
    expect(await todaysVisits(db, 'Home')).toBe(homeBefore + 1)
    expect(await todaysVisits(db, 'Made up')).toBe(0)
  })

  test('a malformed visit gets 400 with details', async ({ request }) => {
    const headers = { Origin: siteOrigin() }
    const missing = await request.post('/api/analytics/page-visit', { headers, data: { page_url: '/' } })
    expect(missing.status()).toBe(400)
    const body = await missing.json()
    expect(body.error).toBe('Invalid request')
    expect(body.details).toHaveProperty('page_name')

    const tooLong = await request.post('/api/analytics/page-visit', { headers, data: { page_name: 'x'.repeat(101), page_url: '/' } })
    expect(tooLong.status()).toBe(400)

    const notJson = await request.post('/api/analytics/page-visit', { headers: { ...headers, 'Content-Type': 'application/json' }, data: Buffer.from('{oops') })
    expect(notJson.status()).toBe(400)
    expect((await notJson.json()).error).toMatch(/not valid JSON/)
  })

  test('the browser reports the first page and each route change under its label', async ({ page, db }) => {
    const homeBefore = await todaysVisits(db, 'Home')
    const newBefore = await todaysVisits(db, "I'm New")
    await page.goto('/')
    await expect.poll(() => todaysVisits(db, 'Home')).toBeGreaterThanOrEqual(homeBefore + 1)

    await page.locator('a[href="/im-new"]:visible').first().click()
    await expect(page).toHaveURL(/\/im-new$/)
    await expect.poll(() => todaysVisits(db, "I'm New")).toBeGreaterThanOrEqual(newBefore + 1)
  })

  test('a failing visit report never disturbs the page', async ({ page }) => {
    const errors: string[] = []
    let refused = 0
    page.on('pageerror', (error) => errors.push(error.message))
    await page.route('**/api/analytics/page-visit', (route) => {
      refused += 1
      return route.abort()
    })
    await page.goto('/sundays')
    await expect.poll(() => refused).toBe(1)
    await page.locator('a[href="/im-new"]:visible').first().click()
    await expect(page).toHaveURL(/\/im-new$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('New')
    await expect.poll(() => refused).toBe(2)
    expect(errors).toEqual([])
  })
})
