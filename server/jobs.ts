import { adminAccountsJob } from './auth/admin-jobs.ts'
import { outboxWorkerJob } from './mail/worker.ts'
import { maintenanceJob } from './maintenance.ts'
import { sermonFeedRefreshJob } from './sermons/refresh-job.ts'

/** A background task of the server process: started once, stopped on shutdown. */
export type BackgroundJob = { name: string; start: () => () => Promise<void> | void }

const jobs: BackgroundJob[] = [maintenanceJob, outboxWorkerJob, adminAccountsJob, sermonFeedRefreshJob]

export function startBackgroundJobs(log: (line: string) => void): () => Promise<void> {
  const stops = jobs.map((job) => {
    log(`Started ${job.name}`)
    return job.start()
  })
  return async () => {
    await Promise.all(stops.map((stop) => stop()))
  }
}
