import { env } from '../env.ts'
import type { PersonalDataTable } from '../personal-data/personal-data-table.ts'

/** Submissions that name the address anywhere in their fields: as the sender's e-mail, or quoted in a message. */
export const formSubmissionsData: PersonalDataTable = {
  table: 'form_submissions',
  holds: 'Messages sent with the contact, stay in touch, hall hire and complaint forms',
  retention: () => `${env().SUBMISSION_RETENTION_DAYS} days from sending, then deleted with their e-mails`,
  find: (db, email) => db`
    select id, form_type, fields, is_spam, handled, created_at from form_submissions
    where strpos(lower(fields::text), ${email}) > 0 order by created_at`,
  erase: async (db, email) => (await db`delete from form_submissions where strpos(lower(fields::text), ${email}) > 0`).count,
}
