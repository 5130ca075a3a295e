import { sql } from '../../db/client.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { type BackgroundJob, dailyJob } from '../background-job.ts'
import { env } from '../env.ts'

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
export const submissionRetentionJob: BackgroundJob = dailyJob(
  'daily deletion of old form submissions',
  () => deleteExpiredSubmissions(env().SUBMISSION_RETENTION_DAYS),
  'Deleting old form submissions failed',
)
