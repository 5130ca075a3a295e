import { pruneOldVisitCounts } from '../analytics/page-visits.ts'
import type { BackgroundJob } from '../background-job.ts'
import { pruneSubmissionHours } from '../forms/hourly-tally.ts'
import { pruneUsedFormChallenges } from '../forms/proof-of-work.ts'
import { pruneUnconfirmedSubscribers } from '../people/news-retention.ts'
import { pruneRateLimitHits } from '../security/rate-limit.ts'

const HOUR_MS = 60 * 60 * 1000

/** Every hour, forgets what has outlived its use: rate-limit hits, old visit counts, hourly submission counts, spent form challenges and asks for the news never confirmed. Each prune lives with its data. */
export const maintenanceJob: BackgroundJob = {
  name: 'hourly maintenance',
  start: () => {
    const run = () =>
      Promise.all([pruneRateLimitHits(), pruneOldVisitCounts(), pruneSubmissionHours(), pruneUsedFormChallenges(), pruneUnconfirmedSubscribers()]).catch(
        (error: unknown) => console.error('Maintenance failed', error),
      )
    const timer = setInterval(run, HOUR_MS)
    return () => clearInterval(timer)
  },
}
