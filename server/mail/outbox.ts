import { sql } from '../../db/client.ts'
import type { Queryable } from '../../db/queryable.ts'
import type { FormType } from '../../app/lib/forms.ts'
import type { OutboxStatus, OutboxEntry as SharedOutboxEntry } from '../../app/lib/outbox.ts'

export type { OutboxStatus }

export type Recipient = { email: string; name: string | null }

export type OutboxEmail = { subject: string; html: string; text: string; replyTo: string }

/** A message a worker has claimed and must now send. */
export type ClaimedMessage = {
  id: string
  formType: FormType
  recipientEmail: string
  recipientName: string | null
  replyTo: string
  subject: string
  html: string
  text: string
  attempts: number
}

export const NO_RECIPIENT_REASON = 'No recipient: no address is set for this form in Email Configuration, and NOTIFY_EMAIL_FALLBACK is not set'
export const NO_PROVIDER_REASON = 'not sent: no mail provider configured'

/**
 * Queues one message per recipient for a stored submission, inside the caller's transaction.
 * With no recipient at all, one row is kept as 'no_recipient' so that nothing is dropped.
 */
export async function queueMessages(tx: Queryable, submissionId: string, formType: FormType, recipients: Recipient[], email: OutboxEmail): Promise<void> {
  if (recipients.length === 0) {
    await tx`
      insert into mail_outbox (submission_id, form_type, reply_to, subject, html, text, status, last_error)
      values (${submissionId}, ${formType}, ${email.replyTo}, ${email.subject}, ${email.html}, ${email.text}, 'no_recipient', ${NO_RECIPIENT_REASON})`
    return
  }
  const rows = recipients.map((recipient) => ({
    submission_id: submissionId,
    form_type: formType,
    recipient_email: recipient.email,
    recipient_name: recipient.name,
    reply_to: email.replyTo,
    subject: email.subject,
    html: email.html,
    text: email.text,
  }))
  await tx`insert into mail_outbox ${tx(rows)}`
}

/**
 * Claims up to `limit` due messages for this worker: pending ones whose time has come, and
 * 'sending' ones whose worker stopped before finishing (lease expired). SKIP LOCKED lets several
 * instances claim side by side without ever taking the same row.
 */
export async function claimDueMessages(limit: number, leaseSeconds: number): Promise<ClaimedMessage[]> {
  return sql()<ClaimedMessage[]>`
    with due as (
      select id from mail_outbox
      where (status = 'pending' and next_attempt_at <= now())
         or (status = 'sending' and lease_expires_at <= now())
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    update mail_outbox as message
    set status = 'sending', attempts = message.attempts + 1, lease_expires_at = now() + make_interval(secs => ${leaseSeconds})
    from due
    where message.id = due.id
    returning message.id, message.form_type as "formType", message.recipient_email as "recipientEmail",
      message.recipient_name as "recipientName", message.reply_to as "replyTo", message.subject, message.html,
      message.text, message.attempts`
}

export async function markSent(id: string, providerMessageId: string): Promise<void> {
  await sql()`
    update mail_outbox
    set status = 'sent', sent_at = now(), provider_message_id = ${providerMessageId}, last_error = null, lease_expires_at = null
    where id = ${id} and status = 'sending'`
}

export async function markForRetry(id: string, error: string, retryAt: Date): Promise<void> {
  await sql()`
    update mail_outbox
    set status = 'pending', last_error = ${error}, next_attempt_at = ${retryAt}, lease_expires_at = null
    where id = ${id} and status = 'sending'`
}

export async function markFailed(id: string, error: string): Promise<void> {
  await sql()`
    update mail_outbox
    set status = 'failed', last_error = ${error}, lease_expires_at = null
    where id = ${id} and status = 'sending'`
}

export type HeldMessage = { id: string; formType: FormType; recipientEmail: string; replyTo: string; subject: string }

/** With no mail provider configured: keeps every waiting message as 'held' and returns the newly held ones, to log. */
export async function holdWaitingMessages(): Promise<HeldMessage[]> {
  return sql()<HeldMessage[]>`
    update mail_outbox
    set status = 'held', last_error = ${NO_PROVIDER_REASON}, lease_expires_at = null
    where status = 'pending' or (status = 'sending' and lease_expires_at <= now())
    returning id, form_type as "formType", recipient_email as "recipientEmail", reply_to as "replyTo", subject`
}

/** Once a mail provider is configured: held messages go back in the queue, to be sent now. */
export async function releaseHeldMessages(): Promise<number> {
  const released = await sql()`
    update mail_outbox set status = 'pending', last_error = null, next_attempt_at = now()
    where status = 'held'`
  return released.count
}

/**
 * Messages kept for want of a recipient get one as soon as there is one: the form's address in
 * Email Configuration, or else the fallback address.
 */
export async function assignWaitingRecipients(fallback: string | undefined): Promise<number> {
  const fallbackAddress = fallback ?? null
  const assigned = await sql()`
    update mail_outbox as message
    set status = 'pending', last_error = null, next_attempt_at = now(),
      recipient_email = coalesce(config.email_address, ${fallbackAddress}::text),
      recipient_name = config.display_name
    from mail_outbox as waiting
    left join email_configurations as config on config.form_type = waiting.form_type
    where message.id = waiting.id
      and message.status = 'no_recipient'
      and coalesce(config.email_address, ${fallbackAddress}::text) is not null`
  return assigned.count
}

export type OutboxEntry = SharedOutboxEntry<Date>

/** The latest messages, newest first, for the admin dashboard. */
export async function listRecentMessages(limit = 50): Promise<OutboxEntry[]> {
  return sql()<OutboxEntry[]>`
    select id, form_type as "formType", recipient_email as "recipientEmail", recipient_name as "recipientName", subject,
      status, attempts, last_error as "lastError", created_at as "createdAt", sent_at as "sentAt"
    from mail_outbox
    order by created_at desc, id
    limit ${limit}`
}
