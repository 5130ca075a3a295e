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
  await expect(card).toContainText('Date to be announced')
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
      await expect(card).toContainText('Date to be announced')
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

type Published = { version: number; content: { grotto: { nextDate: string } } }

/** Publishes a new version of the community programmes, as the editor does, and returns the one it replaced. */
async function publishCommunity(db: postgres.Sql, change: (content: Published['content']) => Published['content']): Promise<Published> {
  const [current] = await db<Published[]>`
    select v.version, v.content from content_documents d join content_versions v on v.key = d.key and v.version = d.published_version
    where d.key = 'community'`
  const [last] = await db<{ next: number }[]>`select max(version) + 1 as next from content_versions where key = 'community'`
  const next = last!.next
  await db.begin(async (tx) => {
    await tx`insert into content_versions (key, version, content, origin) values ('community', ${next}, ${tx.json(change(structuredClone(current!.content)))}, 'publish')`
    await tx`update content_documents set published_version = ${next}, revision = revision + 1 where key = 'community'`
  })
  return current!
}

test.describe('the next grotto date', () => {
  test('shows the date the church publishes in full, and once it has passed says the date is to be announced', async ({ page, db }) => {
    const card = grottoCard(page)
    await page.goto('/community')
    await expect(card).toContainText('Date to be announced')

    const before = await publishCommunity(db, (content) => ({ ...content, grotto: { ...content.grotto, nextDate: '2099-12-12' } }))
    try {
      await expect(async () => {
        await page.goto('/community')
        await expect(card).toContainText('Saturday 12 December 2099', { timeout: 500 })
      }).toPass({ timeout: 5_000 })
      await expect(card).not.toContainText('Date to be announced')
    } finally {
      await publishCommunity(db, () => before.content)
    }
  })
})
