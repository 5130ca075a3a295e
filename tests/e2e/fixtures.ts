import { test as base, expect, type Response } from '@playwright/test'
import postgres from 'postgres'

const STALE_RETRY_MS = 250
const STALE_ATTEMPTS = 20

/**
 * Opens a page until the page cache answers it fresh. On a busy machine a re-render can take
 * longer than the cache waits (700 ms), and the last copy is served, without what a test has just
 * written to the database. The render goes on, and the next visit gets it.
 */
async function untilFresh(open: () => Promise<Response | null>): Promise<Response | null> {
  let response = await open()
  for (let attempt = 1; attempt < STALE_ATTEMPTS && response?.headers()['x-cache'] === 'stale'; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, STALE_RETRY_MS))
    response = await open()
  }
  return response
}

type Fixtures = {
  /** A connection to the database the server under test uses, for seeding and reading back. */
  db: postgres.Sql
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = (url, options) => untilFresh(() => goto(url, options))
    page.reload = (options) => untilFresh(() => reload(options))
    await use(page)
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern
  db: async ({}, use) => {
    const url = process.env.E2E_DATABASE_URL
    if (!url) throw new Error('E2E_DATABASE_URL is not set: run through `npm run test:e2e`')
    const sql = postgres(url, { max: 2, onnotice: () => {} })
    await use(sql)
    await sql.end({ timeout: 2 })
  },
})

export { expect }

/** The origin of the server under test, for requests that must look same-origin. */
export function siteOrigin(): string {
  const url = process.env.E2E_BASE_URL
  if (!url) throw new Error('E2E_BASE_URL is not set')
  return url
}
