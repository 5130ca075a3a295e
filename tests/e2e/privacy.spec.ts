import type { Page } from '@playwright/test'
import { PUBLIC_PAGES } from '../../app/lib/site/pages.ts'
import { expect, test } from './fixtures'

/** Every request the page makes while it loads, settles and is scrolled to the end. */
async function requestsDuringVisit(page: Page, path: string): Promise<string[]> {
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  await page.goto(path, { waitUntil: 'networkidle' })
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await page.waitForLoadState('networkidle')
  return requested
}

const isThirdParty = (url: string, origin: string) => !/^(data|blob):/.test(url) && new URL(url).origin !== origin

test.describe('privacy: no third-party request before the visitor asks (PECR)', () => {
  for (const { path } of PUBLIC_PAGES) {
    test(`${path} loads only from the site itself`, async ({ page, baseURL }) => {
      const origin = new URL(baseURL!).origin
      const requested = await requestsDuringVisit(page, path)
      expect(requested.length).toBeGreaterThan(0)
      expect(requested.filter((url) => isThirdParty(url, origin))).toEqual([])
    })
  }

  test('the map loads only after a click on Load map', async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin
    const mapRequests: string[] = []
    await page.route(/^https:\/\/(www|maps)\.google\.com\//, (route) => {
      mapRequests.push(route.request().url())
      return route.fulfill({ contentType: 'text/html', body: '<title>Map</title><p>Map</p>' })
    })
    const requested = await requestsDuringVisit(page, '/')
    expect(requested.filter((url) => isThirdParty(url, origin))).toEqual([])

    const loadMap = page.getByRole('button', { name: 'Load map' }).first()
    await loadMap.scrollIntoViewIfNeeded()
    await loadMap.click()
    const map = page.locator('iframe[src*="google.com"]').first()
    await expect(map).toBeVisible()
    await expect(map).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin')
    await expect(map).toHaveAttribute('title', /.+/)
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0)
  })
})
