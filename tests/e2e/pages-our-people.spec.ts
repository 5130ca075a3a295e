import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** The section's top edge sits just under the sticky header (scroll-padding-top), not somewhere down the page. */
async function expectSectionAtTop(page: Page, id: string) {
  const section = page.locator(`section#${id}`)
  await expect(section).toBeInViewport()
  await expect.poll(async () => (await section.boundingBox())?.y ?? Number.NaN).toBeLessThan(120)
  await expect.poll(async () => (await section.boundingBox())?.y ?? Number.NaN).toBeGreaterThan(-5)
}

test.describe('/our-people anchors without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('#trustees lands on the trustees section', async ({ page }) => {
    await page.goto('/our-people#trustees')
    await expectSectionAtTop(page, 'trustees')
    await expect(page.locator('section#trustees h2')).toHaveText('Trustees')
  })

  test('#leadership-team lands on the leadership team section', async ({ page }) => {
    await page.goto('/our-people#leadership-team')
    await expectSectionAtTop(page, 'leadership-team')
  })
})

test.describe('/our-people anchors with JavaScript', () => {
  test('loading with #trustees ends on the trustees section', async ({ page }) => {
    await page.goto('/our-people#trustees')
    await expectSectionAtTop(page, 'trustees')
  })

  test('a link from another page glides to the section, starting after 100 ms', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await page.goto('/our-charity')
    await page.waitForFunction(() => document.querySelector('[data-testid="charity-number"]') !== null)
    const link = page.getByRole('link', { name: 'Meet our trustees' })
    await link.scrollIntoViewIfNeeded()
    const start = await page.evaluate(() => {
      const log: [number, number][] = []
      Object.assign(window, { scrollLog: log })
      addEventListener('scroll', () => log.push([performance.now(), window.scrollY]))
      return { at: performance.now(), y: window.scrollY }
    })
    await link.click()
    await expect(page).toHaveURL(/\/our-people#trustees$/)
    await expectSectionAtTop(page, 'trustees')

    const log = await page.evaluate(() => (window as unknown as { scrollLog: [number, number][] }).scrollLog)
    const moves = log.filter(([, y]) => Math.abs(y - start.y) > 1)
    expect(moves.length, 'the page scrolled').toBeGreaterThan(0)
    expect(moves[0]![0] - start.at, 'it waits 100 ms before scrolling').toBeGreaterThanOrEqual(100)
    expect(new Set(moves.map(([, y]) => Math.round(y))).size, 'a smooth scroll passes through many positions').toBeGreaterThan(3)
  })

  test('with reduced motion the jump is instant but still lands on the section', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/our-people#trustees')
    await expectSectionAtTop(page, 'trustees')
  })
})
