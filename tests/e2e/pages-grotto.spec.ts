import type { Page } from '@playwright/test'
import type postgres from 'postgres'
import { expect, test } from './fixtures'

type Settings = { is_visible: boolean; grotto_url: string }

async function setChristmas(db: postgres.Sql, settings: Settings) {
  await db`update christmas_settings set is_visible = ${settings.is_visible}, grotto_url = ${settings.grotto_url} where id`
}

function homeBoxes(page: Page) {
  return page.getByRole('navigation', { name: 'Get started' }).getByRole('link')
}

function grottoCard(page: Page) {
  return page.locator('section#programmes li').filter({ has: page.getByRole('heading', { level: 3, name: 'Christmas Grotto' }) })
}

async function expectComingSoon(page: Page) {
  await page.goto('/community')
  const card = grottoCard(page)
  await expect(card).toContainText('Saturday 13 December 2025')
  await expect(card.getByTestId('programme-location')).toHaveText('Booking website coming soon')
  await expect(card.getByRole('button', { name: 'Coming Soon' })).toBeDisabled()
  await expect(card.getByRole('link')).toHaveCount(0)
}

for (const js of [true, false]) {
  test.describe(`Christmas grotto on the home page and the community page ${js ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: js })

    let saved: Settings
    test.beforeEach(async ({ db }) => {
      const [row] = await db<Settings[]>`select is_visible, grotto_url from christmas_settings limit 1`
      saved = { is_visible: row!.is_visible, grotto_url: row!.grotto_url }
    })
    test.afterEach(async ({ db }) => {
      await setChristmas(db, saved)
    })

    test('hidden settings: four boxes, and a coming-soon card without a link', async ({ page, db }) => {
      await setChristmas(db, { is_visible: false, grotto_url: 'https://grotto.example/hidden' })
      await page.goto('/')
      await expect(homeBoxes(page)).toHaveCount(4)
      await expect(page.getByText('CHRISTMAS GROTTO BOOKING')).toHaveCount(0)
      await expectComingSoon(page)
    })

    test('visible without an address counts as hidden', async ({ page, db }) => {
      await setChristmas(db, { is_visible: true, grotto_url: '  ' })
      await page.goto('/')
      await expect(homeBoxes(page)).toHaveCount(4)
      await expectComingSoon(page)
    })

    test('visible with a web address: a fifth box and a Book here button, both in a new tab', async ({ page, db }) => {
      const url = `https://grotto.example/book-${Date.now()}`
      await setChristmas(db, { is_visible: true, grotto_url: url })

      await page.goto('/')
      await expect(homeBoxes(page)).toHaveCount(5)
      const box = homeBoxes(page).nth(4)
      await expect(box).toContainText('CHRISTMAS GROTTO BOOKING')
      await expect(box).toHaveAttribute('href', url)
      await expect(box).toHaveAttribute('target', '_blank')
      await expect(box).toHaveAttribute('rel', 'noopener noreferrer')

      await page.goto('/community')
      const card = grottoCard(page)
      await expect(card.getByTestId('programme-location')).toHaveText('Bookings website open')
      await expect(card).toContainText('Saturday 13 December 2025')
      const book = card.getByRole('link', { name: /^Book here/ })
      await expect(book).toHaveAttribute('href', url)
      await expect(book).toHaveAttribute('target', '_blank')
      await expect(book).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(card.getByRole('button', { name: 'Coming Soon' })).toHaveCount(0)
    })

    test('visible with an address on this site: the fifth box is an ordinary link', async ({ page, db }) => {
      await setChristmas(db, { is_visible: true, grotto_url: '/community' })
      await page.goto('/')
      const box = homeBoxes(page).nth(4)
      await expect(box).toContainText('CHRISTMAS GROTTO BOOKING')
      await expect(box).toHaveAttribute('href', '/community')
      await expect(box).not.toHaveAttribute('target', /.*/)
    })
  })
}
