import { writeFile } from 'node:fs/promises'
import { startFakes } from '../fakes/index.ts'
import { createTestDatabase } from '../helpers/database.ts'
import { startProductionServer } from '../helpers/server.ts'

/**
 * One fresh database, the fake third parties and the production server on Deno for the
 * whole end-to-end run. Tests read E2E_BASE_URL, E2E_DATABASE_URL and E2E_RESEND_URL from the environment.
 */
export default async function globalSetup() {
  const database = await createTestDatabase('e2e')
  const fakes = await startFakes()
  const server = await startProductionServer({
    ...fakes.env,
    ...(database.dataDir ? { DATA_DIR: database.dataDir, DATABASE_URL: '' } : { DATABASE_URL: database.url }),
    TRUST_PROXY: 'true',
  }).catch(async (error: unknown) => {
    await fakes.stop()
    await database.drop()
    throw error
  })
  process.env.E2E_BASE_URL = server.url
  process.env.E2E_DATABASE_URL = database.url
  // The fake mail provider's address, so tests can read the links in the e-mails it received.
  process.env.E2E_RESEND_URL = fakes.env.RESEND_BASE_URL
  return async () => {
    await server.stop()
    await writeFile('test-results/server.log', server.output()).catch(() => {})
    await fakes.stop()
    await database.drop()
  }
}
