import type { Queryable } from '../../db/queryable.ts'
import type { PersonalDataTable } from '../personal-data/personal-data-table.ts'
import { KEPT_AFTER_ANSWER_DAYS } from './limits.ts'

/** Complaints about the church's use of personal data, found by the complainant's address. */
export const complaintsPersonalData: PersonalDataTable = {
  table: 'complaints',
  holds:
    'Complaints about how the church uses personal data: your name, your e-mail address, what the complaint is about, and when it was received, acknowledged and answered',
  retention: () => `Until it is answered, then ${KEPT_AFTER_ANSWER_DAYS} days after the answer`,
  find: (db: Queryable, email: string) => db`
    select id, name, email, about, received_at, acknowledged_at, answered_at
    from complaints where lower(email) = ${email} order by received_at`,
  erase: async (db: Queryable, email: string) => {
    const erased = await db<{ acknowledgementId: string | null }[]>`
      delete from complaints where lower(email) = ${email} returning acknowledgement_id as "acknowledgementId"`
    const acknowledgements = erased.map((row) => row.acknowledgementId).filter((id) => id !== null)
    if (acknowledgements.length > 0) await db`delete from mail_outbox where id = any(${acknowledgements}::uuid[])`
    return erased.count
  },
}
