import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** axe sees a section mid-way through its scroll-in fade as low contrast; judge the settled page instead. */
async function settleRevealAnimations(page: Page) {
  await page.addStyleTag({ content: '.reveal { animation: none !important; }' })
}

async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  return violations.map((violation) => ({ id: violation.id, help: violation.help, targets: violation.nodes.map((node) => node.target.join(' ')) }))
}

const PATHS = [
  '/',
  '/church-life',
  '/our-vision',
  '/sundays',
  '/im-new',
  '/online',
  '/community',
  '/jesus',
  '/devotions',
  '/our-people',
  '/our-teams',
  '/our-charity',
  '/ways-to-give',
  '/safeguarding',
]

test.describe('public pages: privacy, small screens and accessibility', () => {
  for (const path of PATHS) {
    test(`${path} asks no other host for anything, fits 320 px and passes axe`, async ({ page, baseURL }) => {
      const ownOrigin = new URL(baseURL!).origin
      const foreign: string[] = []
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (url.protocol.startsWith('http') && url.origin !== ownOrigin) foreign.push(request.url())
      })

      await page.setViewportSize({ width: 1280, height: 900 })
      await page.goto(path, { waitUntil: 'load' })
      await settleRevealAnimations(page)
      expect(await axeViolations(page), 'axe at 1280 px').toEqual([])

      await page.setViewportSize({ width: 375, height: 800 })
      expect(await axeViolations(page), 'axe at 375 px').toEqual([])

      await page.setViewportSize({ width: 320, height: 700 })
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, 'no sideways scrolling at 320 px').toBeLessThanOrEqual(0)

      expect(foreign, 'third-party requests before any click').toEqual([])
    })
  }

  test('the home map loads Google Maps only after the visitor asks', async ({ page }) => {
    const mapRequests: string[] = []
    await page.route(/^https:\/\/(maps|www)\.google\.com\//, (route) => {
      mapRequests.push(route.request().url())
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' })
    })
    await page.goto('/')
    const map = page.getByRole('group', { name: /Map showing/ })
    await expect(map.getByRole('button', { name: 'Load map' })).toBeVisible()
    expect(mapRequests).toEqual([])
    await map.getByRole('button', { name: 'Load map' }).click()
    const frame = page.locator('iframe[title^="Map showing"]')
    await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin')
    await expect(frame).toHaveAttribute('height', '320')
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0)
  })
})
