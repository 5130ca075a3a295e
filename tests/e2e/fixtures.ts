import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { test as base, expect, type Response } from '@playwright/test'
import postgres from 'postgres'
import { PUBLIC_PAGES } from '../../app/lib/site/pages.ts'
import { startFakes } from '../fakes/index.ts'
import { createTestDatabase } from '../helpers/database.ts'
import { startProductionServer } from '../helpers/server.ts'

const STALE_RETRY_MS = 250
const STALE_ATTEMPTS = 20

/** The site one worker tests: its own database, fake third parties and production server. */
export type Site = {
  /** The server's origin. It names `localhost`, since WebAuthn refuses an IP address. */
  url: string
  databaseUrl: string
  /** The fake mail provider, whose recorded e-mails tests read. */
  resendUrl: string
  /** The server's DATA_DIR: its uploads and backups. */
  dataDir: string
}

let current: Site | undefined

/** The site of this worker, for helpers called outside a fixture. */
export function currentSite(): Site {
  if (!current) throw new Error('No site is running in this worker: import test from tests/e2e/fixtures.ts')
  return current
}

/** The origin of the server under test, for requests that must look same-origin. */
export function siteOrigin(): string {
  return currentSite().url
}

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

/**
 * Renders every public page once, as a site that has been up a while has, so the first tests of a
 * worker (a new one after a failure too) do not meet a server still compiling its code while a
 * browser waits to hydrate.
 */
async function warmUp(origin: string): Promise<void> {
  for (const { path } of PUBLIC_PAGES) {
    const response = await fetch(`${origin}${path}`)
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`${path} answered ${response.status} on a new site`)
  }
}

/** Starts a worker's site on a database of its own, so workers never see each other's writes. */
async function startSite(workerIndex: number): Promise<{ site: Site; stop: () => Promise<void> }> {
  const database = await createTestDatabase(`e2e_${workerIndex}`)
  const dataDir = await mkdtemp(path.join(tmpdir(), `church-e2e-${workerIndex}-`))
  const fakes = await startFakes()
  const server = await startProductionServer({ ...fakes.env, DATABASE_URL: database.url, DATA_DIR: dataDir, TRUST_PROXY: 'true' }, 'localhost').catch(
    async (error: unknown) => {
      await fakes.stop()
      await database.drop()
      throw error
    },
  )
  await warmUp(server.url)
  return {
    site: { url: server.url, databaseUrl: database.url, resendUrl: fakes.env.RESEND_BASE_URL!, dataDir },
    stop: async () => {
      await server.stop()
      await writeFile(`test-results/server-${workerIndex}.log`, server.output()).catch(() => {})
      await fakes.stop()
      await database.drop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

type Fixtures = {
  /** A connection to the database the server under test uses, for seeding and reading back. */
  db: postgres.Sql
}

export const test = base.extend<Fixtures, { site: Site }>({
  site: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use, workerInfo) => {
      const { site, stop } = await startSite(workerInfo.workerIndex)
      current = site
      await use(site)
      current = undefined
      await stop()
    },
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  baseURL: async ({ site }, use) => use(site.url),
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = (url, options) => untilFresh(() => goto(url, options))
    page.reload = (options) => untilFresh(() => reload(options))
    await use(page)
  },
  db: async ({ site }, use) => {
    const sql = postgres(site.databaseUrl, { max: 2, onnotice: () => {} })
    await use(sql)
    await sql.end({ timeout: 2 })
  },
})

export { expect }
