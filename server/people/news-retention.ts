import { sql } from '../../db/client.ts'

/** How long after its link expired an ask that was never confirmed is kept. */
export const UNCONFIRMED_KEPT_DAYS = 30

/**
 * Deletes those who asked for the news and never confirmed, with their ledger rows, once their
 * link has been expired for a month (decision 059): the person never agreed to anything.
 */
export async function pruneUnconfirmedSubscribers(): Promise<number> {
  const deleted = await sql()`
    delete from subscribers
    where status = 'unconfirmed' and confirm_expires_at < now() - make_interval(days => ${UNCONFIRMED_KEPT_DAYS})`
  return deleted.count
}
