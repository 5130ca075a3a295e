import { pruneOldVisitCounts } from './analytics/page-visits.ts'
import type { BackgroundJob } from './background-job.ts'
import { pruneRateLimitHits } from './security/rate-limit.ts'

const HOUR_MS = 60 * 60 * 1000

/** Every hour, forgets what has outlived its use: rate-limit hits and old visit counts. Each prune lives with its data. */
export const maintenanceJob: BackgroundJob = {
  name: 'hourly maintenance',
  start: () => {
    const run = () => Promise.all([pruneRateLimitHits(), pruneOldVisitCounts()]).catch((error: unknown) => console.error('Maintenance failed', error))
    const timer = setInterval(run, HOUR_MS)
    return () => clearInterval(timer)
  },
}
