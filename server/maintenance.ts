import { pruneOldVisitCounts } from './analytics/page-visits.ts'
import type { BackgroundJob } from './background-job.ts'
import { pruneSubmissionHours } from './forms/ceiling.ts'
import { pruneRateLimitHits } from './security/rate-limit.ts'

const HOUR_MS = 60 * 60 * 1000

/** Every hour, forgets what has outlived its use: rate-limit hits, old visit counts and hourly submission counts. Each prune lives with its data. */
export const maintenanceJob: BackgroundJob = {
  name: 'hourly maintenance',
  start: () => {
    const run = () =>
      Promise.all([pruneRateLimitHits(), pruneOldVisitCounts(), pruneSubmissionHours()]).catch((error: unknown) => console.error('Maintenance failed', error))
    const timer = setInterval(run, HOUR_MS)
    return () => clearInterval(timer)
  },
}
