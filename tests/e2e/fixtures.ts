import { test as base, expect } from '@playwright/test'
import postgres from 'postgres'

type Fixtures = {
  /** A connection to the database the server under test uses, for seeding and reading back. */
  db: postgres.Sql
}

export const test = base.extend<Fixtures>({
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
