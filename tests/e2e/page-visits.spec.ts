import { expect, siteOrigin, test } from './fixtures'

test.describe('page-visit tracking', () => {
  test('POST /api/analytics/page-visit stores the visit without personal data', async ({ request, db }) => {
    const url = `/sundays?probe=${Date.now()}`
    const response = await request.post('/api/analytics/page-visit', { headers: { Origin: siteOrigin() }, data: { page_name: 'Sundays', page_url: url } })
    expect(response.status()).toBe(201)
    const rows = await db`select * from page_visits where page_url = ${url}`
    expect(rows).toHaveLength(1)
    expect(rows[0]!.page_name).toBe('Sundays')
    expect(Object.keys(rows[0]!).sort()).toEqual(['id', 'page_name', 'page_url', 'visited_at'])
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

  test('the browser reports each route change with the SPEC label', async ({ page, db }) => {
    const marker = `probe=${Date.now()}`
    await page.goto(`/?${marker}`)
    await expect.poll(async () => (await db`select page_name from page_visits where page_url = ${`/?${marker}`}`).map((row) => row.page_name)).toEqual(['Home'])

    await page.goto(`/no-such-place?${marker}`)
    await expect.poll(async () => (await db`select page_name from page_visits where page_url = ${`/no-such-place?${marker}`}`).map((row) => row.page_name)).toEqual(['Unknown Page'])
  })

  test('a failing visit report never disturbs the page', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.route('**/api/analytics/page-visit', (route) => route.abort())
    await page.goto('/sundays')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: "I'm New" }).first().click({ force: true }).catch(() => {})
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(errors).toEqual([])
  })
})
