import type { Page } from '@playwright/test'
import { expect, siteOrigin, test } from './fixtures'

/**
 * On a slow connection a visitor may press a Load or Play button before its part has hydrated.
 * The page's own chunk is held back until the press is made: the press still loads the frame,
 * without a second press, and focus never falls to the page's body.
 */

/** Holds the page's route chunks until `release`; resolves `entryStarted` once the client entry runs (it then asks for ReactDOM). */
async function holdRouteChunks(page: Page, route: string) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(new RegExp(`/assets/${route}-[\\w-]+\\.js$`), async (request) => {
    await released
    await request.continue()
  })
  const entryStarted = page.waitForRequest(/\/assets\/client-[\w-]+\.js$/)
  return { release, entryStarted }
}

/** Every other site answers with an empty page, so a loaded frame needs nothing from outside. */
async function stubOtherSites(page: Page) {
  await page.route(
    (url) => url.origin !== siteOrigin(),
    (request) => request.fulfill({ contentType: 'text/html', body: '<title>stand-in</title>' }),
  )
}

const pressBeforeHydration = [
  { path: '/sermons', chunk: 'sermons', button: /^Play video: /, frame: 'iframe[src*="youtube-nocookie.com/embed/"]' },
  { path: '/hall-hire', chunk: 'hall-hire', button: 'Load map', frame: 'iframe[title^="Map showing"]' },
  { path: '/whats-on-when', chunk: 'whats-on-when', button: 'Load calendar', frame: 'iframe[title^="Church calendar"]' },
  { path: '/devotions', chunk: 'devotions', button: 'Load today’s devotion', frame: 'iframe[title="Today’s devotion"]' },
] as const

for (const { path, chunk, button, frame } of pressBeforeHydration) {
  test(`${path}: a press on "${String(button)}" before the page hydrates loads it once the page has`, async ({ page }) => {
    await stubOtherSites(page)
    const held = await holdRouteChunks(page, chunk)
    await page.goto(path, { waitUntil: 'commit' })
    await held.entryStarted

    await page.getByRole('button', { name: button }).first().click()
    await expect(page.locator(frame)).toHaveCount(0)
    held.release()

    const loaded = page.locator(frame).first()
    await expect(loaded).toBeVisible()
    await expect(loaded).toBeFocused()
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false)
  })
}
