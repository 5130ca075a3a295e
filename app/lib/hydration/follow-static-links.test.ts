import type { Page } from '@playwright/test'
import { describe, expect, it } from 'vitest'
import { loggedBy, pageHydrated, pageSettled, partLog, servePartsPage } from './test-page/serve-parts-page.tsx'

const open = servePartsPage()

/** Logs, for each click, whether the browser was told not to follow it, as seen just after followStaticLinks has seen it. */
async function logPreventedClicks(page: Page) {
  await page.evaluate(() => {
    const log: string[] = []
    window.partLog = log
    document.addEventListener('click', (event) => log.push(`click prevented: ${event.defaultPrevented}`), true)
  })
}

function clickLogged(page: Page) {
  return page.waitForFunction(() => window.partLog?.some((entry) => entry.startsWith('click prevented:')))
}

/** What the page logged of clicks and navigations, without what its parts did meanwhile. */
async function linkLog(page: Page) {
  return (await partLog(page)).filter((entry) => /^(click prevented|navigate):/.test(entry))
}

describe('followStaticLinks', () => {
  it('makes a plain click on a page link in a static part a navigation of the app, not of the browser', async () => {
    const { page, requested } = await open()
    await pageHydrated(page)
    await logPreventedClicks(page)
    await page.click('#page-link')
    await loggedBy(page, 'navigate: /about?from=static#team')
    await pageSettled(page)

    expect(await linkLog(page)).toEqual(['navigate: /about?from=static#team', 'click prevented: true'])
    expect(requested('about')).toBe(false)
  })

  it.each([
    { link: 'a file', selector: '#file-link' },
    { link: 'an endpoint', selector: '#api-link' },
    { link: 'a link to a new tab', selector: '#new-tab-link' },
    { link: 'a download', selector: '#download-link' },
    { link: 'another site', selector: '#other-site-link' },
    { link: 'a page, clicked with Control', selector: '#page-link', modifiers: ['Control' as const] },
    { link: 'a page, clicked with Shift', selector: '#page-link', modifiers: ['Shift' as const] },
    { link: 'a page, outside any static part', selector: '#outside-link' },
  ])('leaves $link to the browser', async ({ selector, modifiers }) => {
    const { page } = await open()
    await pageHydrated(page)
    await logPreventedClicks(page)
    await page.click(selector, { modifiers })
    await clickLogged(page)
    await pageSettled(page)

    expect(await linkLog(page)).toEqual(['click prevented: false'])
  })
})
