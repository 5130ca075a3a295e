import type { Locator, Page } from '@playwright/test'
import type postgres from 'postgres'
import { churchToday } from '../../app/lib/site/dates.ts'
import { signInAsAdmin } from './admin-helpers'
import { axeViolations } from './axe'
import { expect, siteOrigin, test } from './fixtures'

type Counts = Record<string, number>

/** Visits per UK day over the last 30 days, for one page or all, as the database holds them. */
async function dailyCounts(db: postgres.Sql, pageName?: string): Promise<Counts> {
  const rows = await db<{ day: string; visits: string }[]>`
    select to_char(day, 'YYYY-MM-DD') as day, sum(visits) as visits from page_visit_days
    where day > ${churchToday()}::date - 30 and (${pageName ?? null}::text is null or page_name = ${pageName ?? null})
    group by day`
  return Object.fromEntries(rows.map((row) => [row.day, Number(row.visits)]))
}

async function pageTotals(db: postgres.Sql): Promise<Counts> {
  const rows = await db<{ page_name: string; visits: string }[]>`
    select page_name, sum(visits) as visits from page_visit_days where day > ${churchToday()}::date - 30 group by page_name`
  return Object.fromEntries(rows.map((row) => [row.page_name, Number(row.visits)]))
}

const TOP_PAGES = 10

/** The pages with more visits than the tenth most visited: other tests' visits decide which pages tie for the last places. */
function pagesSurelyInTop(totals: Counts): string[] {
  const ranked = Object.values(totals).sort((a, b) => b - a)
  const last = ranked[Math.min(TOP_PAGES, ranked.length) - 1] ?? 0
  return Object.keys(totals).filter((name) => totals[name]! > last)
}

/** The rows of a table alternative: its row heading (or the day of its <time>) and its number. */
async function tableRows(table: Locator): Promise<[string, number][]> {
  return table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => {
      const heading = row.querySelector('th')
      const key = heading?.querySelector('time')?.getAttribute('datetime') ?? heading?.textContent ?? ''
      return [key, Number(row.querySelector('td')?.textContent)] as [string, number]
    }),
  )
}

async function refresh(section: Locator) {
  await section.getByRole('button', { name: 'Refresh' }).click()
  await expect(section.getByRole('button', { name: 'Refresh' })).toBeEnabled()
}

async function reportVisits(page: Page, path: string, times: number) {
  for (let i = 0; i < times; i++) {
    const response = await page.request.post('/api/analytics/page-visit', { headers: { Origin: siteOrigin() }, data: { page_name: 'x', page_url: path } })
    expect(response.status()).toBe(201)
  }
}

test.describe('visit charts on the dashboard', () => {
  test('chart the visits made, with tables that match the stored counts, and filter the days by page', async ({ page, db }) => {
    await reportVisits(page, '/sundays', 3)
    await reportVisits(page, '/contact', 2)
    await signInAsAdmin(page)
    const section = page.locator('section[aria-labelledby="visits"]')
    await expect(section.getByRole('heading', { name: 'Visits', level: 2 })).toBeVisible()
    await expect(section.getByRole('img', { name: /^Visits per day over the last 30 days: \d+ in all/ })).toBeVisible()
    await expect(section.getByRole('img', { name: /most visited pages over the last 30 days/ })).toBeVisible()

    await section.getByText('Show the daily numbers as a table').click()
    const dailyTable = section.getByRole('table', { name: / per day over the last 30 days/ })
    await expect(dailyTable).toBeVisible()
    await expect(async () => {
      await refresh(section)
      const expected = await dailyCounts(db)
      const rows = await tableRows(dailyTable)
      expect(rows).toHaveLength(30)
      expect(rows.at(-1)![0]).toBe(churchToday())
      expect(rows).toEqual(rows.map(([day]) => [day, expected[day] ?? 0]))
      expect(rows.at(-1)![1]).toBeGreaterThanOrEqual(5)
    }).toPass({ timeout: 15_000 })

    await section.getByText('Show the page numbers as a table').click()
    const pagesTable = section.getByRole('table', { name: /most visited pages/ })
    await expect(async () => {
      await refresh(section)
      const totals = await pageTotals(db)
      const rows = await tableRows(pagesTable)
      expect(rows).toHaveLength(Math.min(TOP_PAGES, Object.keys(totals).length))
      expect(rows.map(([name]) => name)).toEqual(expect.arrayContaining(pagesSurelyInTop(totals)))
      expect(rows).toEqual(rows.map(([name]) => [name, totals[name]]))
      expect(rows.map(([, visits]) => visits)).toEqual(rows.map(([, visits]) => visits).sort((a, b) => b - a))
    }).toPass({ timeout: 15_000 })

    await section.getByLabel('Page', { exact: true }).selectOption('Contact')
    await expect(section.getByRole('img', { name: /^Visits to Contact per day over the last 30 days/ })).toBeVisible()
    await expect(dailyTable).toHaveAccessibleName(/^Visits to Contact per day/)
    await expect(async () => {
      await refresh(section)
      const contact = await dailyCounts(db, 'Contact')
      const everything = await dailyCounts(db)
      const rows = await tableRows(dailyTable)
      expect(rows).toEqual(rows.map(([day]) => [day, contact[day] ?? 0]))
      expect(rows.at(-1)![1]).toBeLessThan(everything[churchToday()]!)
    }).toPass({ timeout: 15_000 })

    expect(await axeViolations(page, 'section[aria-labelledby="visits"]')).toEqual([])
  })

  test('fit a 320 px wide screen without scrolling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 })
    await signInAsAdmin(page)
    const section = page.locator('section[aria-labelledby="visits"]')
    await expect(section.getByRole('img', { name: /^Visits per day/ })).toBeVisible()
    const overflow = await section.evaluate((element) => element.scrollWidth - element.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  })
})
