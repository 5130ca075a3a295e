import type { Queryable } from '../../db/queryable.ts'

export const NO_RECIPIENT_REASON = 'No recipient: no address is set for this form in Email Configuration, and NOTIFY_EMAIL_FALLBACK is not set'

/**
 * Who receives a form's e-mail, decided here and nowhere else: the form's address in Email
 * Configuration, else the fallback address (NOTIFY_EMAIL_FALLBACK), else nobody yet. Each e-mail
 * is queued as 'no_recipient' and given its recipient by this: at once when the rule finds one,
 * else on a later pass of the worker, as soon as an address is set. `submissionId` narrows it to
 * the e-mail of one submission. Returns how many e-mails got a recipient.
 */
export async function addressWaitingEmails(db: Queryable, fallback: string | undefined, submissionId?: string): Promise<number> {
  const fallbackAddress = fallback ?? null
  const ofSubmission = submissionId === undefined ? db`` : db`and waiting.submission_id = ${submissionId}`
  const addressed = await db`
    update mail_outbox as email
    set status = 'pending', last_error = null, next_attempt_at = now(),
      recipient_email = coalesce(config.email_address, ${fallbackAddress}::text),
      recipient_name = config.display_name
    from mail_outbox as waiting
    left join email_configurations as config on config.form_type = waiting.form_type
    where email.id = waiting.id
      and email.status = 'no_recipient' ${ofSubmission}
      and coalesce(config.email_address, ${fallbackAddress}::text) is not null`
  return addressed.count
}
