import { sql } from './client.ts'

const ATTEMPTS = 10
const RETRY_MS = 1000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Notes in the database that the embedded PostgreSQL stopped unexpectedly and was started again,
 * for the dashboard and the administrators' e-mail. The database has only just come back, so a
 * failed write is tried again for a few seconds before it is given up (and logged).
 */
export async function recordDatabaseRestart(stoppedAt: Date, log: (line: string) => void): Promise<void> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      await sql()`insert into database_restarts (stopped_at) values (${stoppedAt})`
      return
    } catch (error) {
      if (attempt === ATTEMPTS) log(`Could not record the restart of the embedded PostgreSQL: ${error instanceof Error ? error.message : String(error)}`)
      else await sleep(RETRY_MS)
    }
  }
}
