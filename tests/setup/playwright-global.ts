import { createTestDatabase } from '../helpers/database.ts'

/**
 * Each worker starts its own site on a database of its own (tests/e2e/fixtures.ts), on
 * DATABASE_URL's server. With DATABASE_URL unset, one embedded PostgreSQL is started here
 * for the whole run, and the workers make their databases on it.
 */
export default async function globalSetup() {
  if (process.env.DATABASE_URL) return
  const embedded = await createTestDatabase('e2e')
  process.env.DATABASE_URL = embedded.url
  return () => embedded.drop()
}
