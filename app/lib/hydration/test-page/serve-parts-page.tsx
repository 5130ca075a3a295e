import type { Browser, Page } from '@playwright/test'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest'
import { type BrowserBundle, bundleForBrowser, launchChromium, openServedPage, type ServedPage, serverHtml } from '../../../../tests/helpers/served-page.ts'
import { PartsPage } from './parts-page.tsx'

/** The parts page served to Chromium, and the HTML the server sent for it. */
export type ServedPartsPage = ServedPage & { html: string }

/**
 * Serves the parts page (parts-page.tsx) to Chromium for the tests of the calling file or block:
 * bundled, rendered and launched once, then a fresh page for each call. A test fails if its page
 * reported an error. Pass file names to `holding` to send those files only when released.
 */
export function servePartsPage(): (holding?: string[]) => Promise<ServedPartsPage> {
  let bundle: BrowserBundle
  let html: string
  let browser: Browser
  let opened: ServedPage[] = []
  // Each test drives a browser: many times slower than the others when the machine is busy.
  vi.setConfig({ testTimeout: 60_000 })
  beforeAll(async () => {
    ;[bundle, html, browser] = await Promise.all([
      bundleForBrowser(fileURLToPath(new URL('./client.tsx', import.meta.url))),
      serverHtml(<PartsPage />),
      launchChromium(),
    ])
  }, 120_000)
  afterEach(async () => {
    const errors = opened.flatMap((served) => served.errors)
    await Promise.all(opened.map((served) => served.close()))
    opened = []
    expect(errors, 'errors the page reported').toEqual([])
  })
  afterAll(() => browser?.close())
  return async (holding) => {
    const served = await openServedPage(browser, { html, bundle, entry: 'client.js', holding })
    opened.push(served)
    return { ...served, html }
  }
}

/** Resolves once the page's own code has hydrated it; its parts wait as their `when` says. */
export async function pageHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
}

/** What the page's parts have done so far (part-log.ts). */
export function partLog(page: Page): Promise<string[]> {
  return page.evaluate(() => window.partLog ?? [])
}

export async function loggedBy(page: Page, entry: string): Promise<void> {
  await page.waitForFunction((expected) => window.partLog?.includes(expected), entry)
}

/** Resolves once the page has run what it had already scheduled, such as an action held until now. */
export async function pageSettled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)))
}
