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

  test('a link from another page scrolls to the section after the page changes', async ({ page }) => {
    await page.goto('/our-charity')
    await page.waitForFunction(() => document.querySelector('[data-testid="charity-number"]') !== null)
    await page.getByRole('link', { name: 'Meet the leadership team' }).click()
    await expect(page).toHaveURL(/\/our-people#leadership-team$/)
    await expectSectionAtTop(page, 'leadership-team')
  })

  test('with reduced motion the jump is instant but still lands on the section', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/our-people#trustees')
    await expectSectionAtTop(page, 'trustees')
  })
})
