import { adminAccountsJob } from '../admins/accounts-job.ts'
import type { BackgroundJob } from '../background-job.ts'
import { scheduledBackupJob } from '../backup/schedule.ts'
import { outboxWorkerJob } from '../mail/worker.ts'
import { maintenanceJob } from './maintenance.ts'
import { noticeQueueJob } from '../notices/queue.ts'
import { submissionRetentionJob } from '../inbox/retention.ts'
import { complaintRetentionJob } from '../complaints/retention.ts'
import { hallRetentionJob } from '../hall/retention.ts'
import { sermonFeedRefreshJob } from '../sermons/refresh-job.ts'
import { sermonLibraryJob } from '../sermons/library/job.ts'
import { siteHealthJob } from '../site-health/job.ts'

const jobs: BackgroundJob[] = [
  maintenanceJob,
  outboxWorkerJob,
  noticeQueueJob,
  adminAccountsJob,
  sermonFeedRefreshJob,
  sermonLibraryJob,
  submissionRetentionJob,
  complaintRetentionJob,
  hallRetentionJob,
  scheduledBackupJob,
  siteHealthJob,
]

export function startBackgroundJobs(log: (line: string) => void): () => Promise<void> {
  const stops = jobs.map((job) => {
    log(`Started ${job.name}`)
    return job.start()
  })
  return async () => {
    await Promise.all(stops.map((stop) => stop()))
  }
}
