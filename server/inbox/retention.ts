import { sql } from '../../db/client.ts'
import { recordAudit } from '../audit/audit-log.ts'
import type { BackgroundJob } from '../background-job.ts'
import { env } from '../env.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** Deletes submissions (submissions and spam) older than `days`, with their e-mails. Returns how many went. */
export async function deleteExpiredSubmissions(days: number): Promise<number> {
  return sql().begin(async (tx) => {
    const cutoff = tx`now() - make_interval(days => ${days})`
    await tx`delete from mail_outbox where submission_id in (select id from form_submissions where created_at < ${cutoff})`
    const deleted = await tx`delete from form_submissions where created_at < ${cutoff}`
    if (deleted.count > 0) {
      const detail = `${deleted.count} submission(s) older than ${days} days deleted with their e-mails`
      await recordAudit({ actorEmail: null, action: 'messages_expired', detail }, tx)
    }
    return deleted.count
  })
}

/** Once at start, then daily: submissions are kept for SUBMISSION_RETENTION_DAYS and no longer. */
export const submissionRetentionJob: BackgroundJob = {
  name: 'daily deletion of old form submissions',
  start: () => {
    const days = env().SUBMISSION_RETENTION_DAYS
    const run = () => deleteExpiredSubmissions(days).catch((error: unknown) => console.error('Deleting old form submissions failed', error))
    let running = run()
    const timer = setInterval(() => {
      running = run()
    }, DAY_MS)
    return async () => {
      clearInterval(timer)
      await running
    }
  },
}
