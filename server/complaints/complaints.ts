import { sql } from '../../db/client.ts'
import type { Queryable } from '../../db/queryable.ts'
import type { Complaint } from '../../app/lib/complaints/complaint.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { COMPLAINTS_LIMIT } from './limits.ts'

/** The columns of a complaint, as the dashboard reads them. */
const COLUMNS = (db: Queryable) =>
  db`id, name, email, about, received_at as "receivedAt", acknowledged_at as "acknowledgedAt", answered_at as "answeredAt", answered_by as "answeredBy"`

/** Every complaint kept, open ones first (oldest first, as the oldest is due first), then answered ones, latest answer first. */
export async function listComplaints(): Promise<Complaint<Date>[]> {
  return sql()<Complaint<Date>[]>`
    select ${COLUMNS(sql())} from complaints
    order by answered_at is not null, case when answered_at is null then received_at end, answered_at desc, id
    limit ${COMPLAINTS_LIMIT}`
}

/**
 * Marks an open complaint answered by `adminEmail`, audited in the same transaction. Returns the
 * complaint, or null when there is none with that id; one answered already keeps its first answer.
 */
export async function markAnswered(id: string, adminEmail: string): Promise<Complaint<Date> | null> {
  return sql().begin(async (tx) => {
    const [answered] = await tx<Complaint<Date>[]>`
      update complaints set answered_at = now(), answered_by = ${adminEmail}
      where id = ${id} and answered_at is null
      returning ${COLUMNS(tx)}`
    if (!answered) {
      const [earlier] = await tx<Complaint<Date>[]>`select ${COLUMNS(tx)} from complaints where id = ${id}`
      return earlier ?? null
    }
    await recordAudit({ actorEmail: adminEmail, action: 'complaint.answered', detail: `Complaint from ${answered.name} marked answered` }, tx)
    return answered
  })
}
