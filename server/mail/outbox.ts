import { sql } from '../../db/client.ts'
import type { Queryable } from '../../db/queryable.ts'
import type { FormType } from '../../app/lib/forms/forms.ts'
import type { OutboxEmail } from '../../app/lib/mail/outbox.ts'
import type { RenderedEmail } from '../../emails/render.tsx'
import { addressWaitingEmails, NO_RECIPIENT_REASON } from './recipients.ts'

/** An e-mail a worker has claimed and must now send. */
export type ClaimedEmail = {
  id: string
  /** Null for an e-mail to an administrator about their account. */
  formType: FormType | null
  recipientEmail: string
  recipientName: string | null
  replyTo: string | null
  subject: string
  html: string
  text: string
  /** Headers of its own: a news e-mail's List-Unsubscribe. */
  headers: Record<string, string> | null
  /** The notice a news e-mail belongs to; null for every other e-mail. */
  noticeId: string | null
  attempts: number
}

/** Which e-mails a claim takes: news goes at its own steady pace, after everything else. */
export type MailKind = 'news' | 'other'

export const NO_PROVIDER_REASON = 'not sent: no mail provider configured'

/**
 * Queues the e-mail of a stored submission inside the caller's transaction, and gives it its
 * recipient if there is one yet. Without one it is kept as 'no_recipient', so that nothing is
 * dropped. Returns whether it has a recipient.
 */
export async function queueEmail(
  tx: Queryable,
  submission: { id: string; formType: FormType },
  email: RenderedEmail,
  fallbackRecipient: string | undefined,
): Promise<boolean> {
  await tx`
    insert into mail_outbox (submission_id, form_type, reply_to, subject, html, text, status, last_error)
    values (${submission.id}, ${submission.formType}, ${email.replyTo}, ${email.subject}, ${email.html}, ${email.text}, 'no_recipient', ${NO_RECIPIENT_REASON})`
  return (await addressWaitingEmails(tx, fallbackRecipient, submission.id)) > 0
}

/** An e-mail to an administrator about their own account: an invitation, a link, a notice. */
export type AccountEmail = { to: string; subject: string; html: string; text: string }

/**
 * Queues an e-mail to an administrator inside the caller's transaction. It has its recipient
 * already, and no reply-to; its body is cleared once it leaves the queue (decision 033).
 */
export async function queueAccountEmail(tx: Queryable, email: AccountEmail): Promise<void> {
  await tx`
    insert into mail_outbox (recipient_email, subject, html, text, status)
    values (${email.to}, ${email.subject}, ${email.html}, ${email.text}, 'pending')`
}

/** An account e-mail may hold a single-use link: once sent or given up, only its subject stays. */
export const CLEARED_BODY = '(cleared once sent: account e-mails are not kept)'

/**
 * Claims up to `limit` due e-mails for this worker: pending ones whose time has come, and
 * 'sending' ones whose worker stopped before finishing (lease expired). SKIP LOCKED lets several
 * instances claim side by side without ever taking the same row.
 */
export async function claimDueEmails(limit: number, leaseSeconds: number, kind: MailKind = 'other'): Promise<ClaimedEmail[]> {
  return sql()<ClaimedEmail[]>`
    with due as (
      select id from mail_outbox
      where ((status = 'pending' and next_attempt_at <= now())
         or (status = 'sending' and lease_expires_at <= now()))
        and (notice_id is not null) = ${kind === 'news'}
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    update mail_outbox as email
    set status = 'sending', attempts = email.attempts + 1, lease_expires_at = now() + make_interval(secs => ${leaseSeconds})
    from due
    where email.id = due.id
    returning email.id, email.form_type as "formType", email.recipient_email as "recipientEmail",
      email.recipient_name as "recipientName", email.reply_to as "replyTo", email.subject, email.html,
      email.text, email.headers, email.notice_id as "noticeId", email.attempts`
}

export async function markSent(id: string, providerMessageId: string): Promise<void> {
  await sql()`
    update mail_outbox
    set status = 'sent', sent_at = now(), provider_message_id = ${providerMessageId}, last_error = null, lease_expires_at = null,
      html = case when form_type is null then ${CLEARED_BODY} else html end,
      text = case when form_type is null then ${CLEARED_BODY} else text end
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
    set status = 'failed', last_error = ${error}, lease_expires_at = null,
      html = case when form_type is null then ${CLEARED_BODY} else html end,
      text = case when form_type is null then ${CLEARED_BODY} else text end
    where id = ${id} and status = 'sending'`
}

type HeldEmail = { id: string; formType: FormType | null; noticeId: string | null; recipientEmail: string; replyTo: string | null; subject: string }

/** With no mail provider configured: keeps every waiting e-mail as 'held' and returns the newly held ones, to log. */
export async function holdWaitingEmails(): Promise<HeldEmail[]> {
  return sql()<HeldEmail[]>`
    update mail_outbox
    set status = 'held', last_error = ${NO_PROVIDER_REASON}, lease_expires_at = null
    where status = 'pending' or (status = 'sending' and lease_expires_at <= now())
    returning id, form_type as "formType", notice_id as "noticeId", recipient_email as "recipientEmail", reply_to as "replyTo", subject`
}

/** Once a mail provider is configured: held e-mails go back in the queue, to be sent now. */
export async function releaseHeldEmails(): Promise<number> {
  const released = await sql()`
    update mail_outbox set status = 'pending', last_error = null, next_attempt_at = now()
    where status = 'held'`
  return released.count
}

/** The latest e-mails, newest first, for the admin dashboard; news e-mails are shown with their notice. */
export async function listRecentEmails(limit = 50): Promise<OutboxEmail<Date>[]> {
  return sql()<OutboxEmail<Date>[]>`
    select id, form_type as "formType", recipient_email as "recipientEmail", recipient_name as "recipientName", subject,
      status, attempts, last_error as "lastError", created_at as "createdAt", sent_at as "sentAt"
    from mail_outbox
    where notice_id is null
    order by created_at desc, id
    limit ${limit}`
}
