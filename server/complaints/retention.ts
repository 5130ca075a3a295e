import { sql } from '../../db/client.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { type BackgroundJob, dailyJob } from '../background-job.ts'
import { KEPT_AFTER_ANSWER_DAYS } from './limits.ts'

/** Deletes complaints answered more than `days` ago, with their acknowledgements. Returns how many went. */
export async function deleteExpiredComplaints(days = KEPT_AFTER_ANSWER_DAYS): Promise<number> {
  return sql().begin(async (tx) => {
    const deleted = await tx<{ acknowledgementId: string | null }[]>`
      delete from complaints where answered_at < now() - make_interval(days => ${days})
      returning acknowledgement_id as "acknowledgementId"`
    const acknowledgements = deleted.map((row) => row.acknowledgementId).filter((id) => id !== null)
    if (acknowledgements.length > 0) await tx`delete from mail_outbox where id = any(${acknowledgements}::uuid[])`
    if (deleted.count > 0) {
      const detail = `${deleted.count} complaint(s) answered more than ${days} days ago deleted`
      await recordAudit({ actorEmail: null, action: 'complaints_expired', detail }, tx)
    }
    return deleted.count
  })
}

/** Once at start, then daily: an answered complaint is kept for KEPT_AFTER_ANSWER_DAYS and no longer. */
export const complaintRetentionJob: BackgroundJob = dailyJob(
  'daily deletion of answered complaints past their retention',
  () => deleteExpiredComplaints(),
  'Deleting old complaints failed',
)
