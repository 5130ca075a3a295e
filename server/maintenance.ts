import { sql } from '../db/client.ts'
import type { BackgroundJob } from './jobs.ts'

const HOUR_MS = 60 * 60 * 1000

/** Forgets rate-limit hits older than a day: every limit's window is far shorter. */
export async function pruneRateLimitHits(): Promise<number> {
  const deleted = await sql()`delete from rate_limit_hits where hit_at < now() - interval '1 day'`
  return deleted.count
}

export const maintenanceJob: BackgroundJob = {
  name: 'hourly maintenance',
  start: () => {
    const run = () => pruneRateLimitHits().catch((error: unknown) => console.error('Maintenance failed', error))
    const timer = setInterval(run, HOUR_MS)
    return () => clearInterval(timer)
  },
}
