import { adminAccountsJob } from './auth/admin-jobs.ts'
import type { BackgroundJob } from './background-job.ts'
import { scheduledBackupJob } from './backup/schedule.ts'
import { outboxWorkerJob } from './mail/worker.ts'
import { maintenanceJob } from './maintenance.ts'
import { submissionRetentionJob } from './inbox/retention.ts'
import { sermonFeedRefreshJob } from './sermons/refresh-job.ts'

const jobs: BackgroundJob[] = [maintenanceJob, outboxWorkerJob, adminAccountsJob, sermonFeedRefreshJob, submissionRetentionJob, scheduledBackupJob]

export function startBackgroundJobs(log: (line: string) => void): () => Promise<void> {
  const stops = jobs.map((job) => {
    log(`Started ${job.name}`)
    return job.start()
  })
  return async () => {
    await Promise.all(stops.map((stop) => stop()))
  }
}
