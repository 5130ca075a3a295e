import type { Queryable } from '../../db/queryable.ts'
import { env } from '../env.ts'
import type { PersonalDataTable } from '../personal-data/personal-data-table.ts'

/**
 * E-mails waiting or sent: to the address, with it as Reply-To, or quoting it in their bodies (a
 * form's notification quotes the sender). The export leaves out the HTML body, a copy of the text one.
 */
export const mailOutboxData: PersonalDataTable = {
  table: 'mail_outbox',
  holds: 'E-mails the site sent or is sending: to whom, with what words, and what became of them',
  retention: () =>
    `A form's e-mails go with its submission after ${env().SUBMISSION_RETENTION_DAYS} days; e-mails about an administrator's account stay with the account`,
  find: (db, email) => db`
    select id, form_type, recipient_email, recipient_name, reply_to, subject, text, status, created_at, sent_at from mail_outbox
    where ${aboutTheAddress(db, email)} order by created_at`,
  erase: async (db, email) => (await db`delete from mail_outbox where ${aboutTheAddress(db, email)}`).count,
}

const aboutTheAddress = (db: Queryable, email: string) => db`
  lower(recipient_email) = ${email} or lower(reply_to) = ${email} or strpos(lower(text), ${email}) > 0 or strpos(lower(html), ${email}) > 0`

/** The addresses each form's notifications go to: the church's own, changed in Email Configuration. */
export const emailConfigurationsData: PersonalDataTable = {
  table: 'email_configurations',
  holds: "The addresses and names each form's notifications are sent to",
  retention: () => 'Until changed in Email Configuration Management',
  find: (db, email) => db`select form_type, email_address, display_name, updated_at from email_configurations where lower(email_address) = ${email}`,
  keep: "These are the church's own inboxes for its forms, not a person who wrote to it; change or remove them in Email Configuration Management.",
}
