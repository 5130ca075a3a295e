import { sql } from '../../db/client.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { type BackgroundJob, dailyJob } from '../background-job.ts'

/** How long a hirer and their bookings are kept after the last booking's last date: the church's accounts are kept six years. */
export const HIRER_KEPT_YEARS = 6

/**
 * Deletes the bookings whose last date is more than `years` ago, then the hirers left with none.
 * Returns how many bookings went.
 */
export async function deleteExpiredBookings(years = HIRER_KEPT_YEARS): Promise<number> {
  return sql().begin(async (tx) => {
    const cutoff = tx`(now() at time zone 'Europe/London')::date - make_interval(years => ${years})`
    const expired = await tx`
      delete from hall_bookings b where not exists (
        select 1 from hall_bookings later where later.hirer_id = b.hirer_id
          and coalesce((later.recurrence -> 'ending' ->> 'date')::date, (later.recurrence ->> 'start')::date) >= ${cutoff})`
    const hirers = await tx`delete from hall_hirers h where not exists (select 1 from hall_bookings b where b.hirer_id = h.id)`
    if (expired.count + hirers.count > 0) {
      const detail = `${expired.count} hall booking(s) and ${hirers.count} hirer(s) kept ${years} years after their last booking deleted`
      await recordAudit({ actorEmail: null, action: 'hall_bookings_expired', detail }, tx)
    }
    return expired.count
  })
}

/** Once at start, then daily: a hirer and their bookings are kept HIRER_KEPT_YEARS after their last booking and no longer. */
export const hallRetentionJob: BackgroundJob = dailyJob(
  'daily deletion of hall hirers and bookings past their retention',
  () => deleteExpiredBookings(),
  'Deleting old hall bookings failed',
)
