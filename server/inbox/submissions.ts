import { sql } from '../../db/client.ts'
import type { FormType } from '../../app/lib/forms/forms.ts'
import type { InboxSubmission } from '../../app/lib/forms/inbox.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { renderFormEmail } from '../../emails/render.tsx'
import type { FormSubmission } from '../../app/lib/forms/form-submission.ts'
import { publishedContent } from '../content/published.ts'
import { Conflict } from '../errors.ts'
import { queueEmail } from '../mail/outbox.ts'

export type InboxQuery = { formType?: FormType; spam: boolean; limit: number; before?: string }

/**
 * Stored submissions, newest first, with the delivery of each e-mail. Those kept apart (the trap
 * filled, copies of one text, posts during a flood: decision 056) are listed only when asked for,
 * never among the messages. `before` is the id of the last
 * submission of the previous page. An e-mail being sent right now reads as pending.
 */
export async function listInboxSubmissions(query: InboxQuery): Promise<InboxSubmission<Date>[]> {
  const db = sql()
  const formFilter = query.formType ? db`and submission.form_type = ${query.formType}` : db``
  const pageFilter = query.before
    ? db`and (submission.created_at, submission.id) < (select created_at, id from form_submissions where id = ${query.before})`
    : db``
  return db<InboxSubmission<Date>[]>`
    select submission.id, submission.form_type, submission.created_at, submission.fields, submission.handled, submission.held_reason,
      coalesce((
        select json_agg(json_build_object(
            'recipient', mail.recipient_email,
            'status', case when mail.status = 'sending' then 'pending' else mail.status end,
            'attempts', mail.attempts,
            'sent_at', mail.sent_at,
            'next_attempt_at', case when mail.status in ('pending', 'sending') then mail.next_attempt_at end,
            'last_error', mail.last_error
          ) order by mail.recipient_email nulls first, mail.id)
        from mail_outbox as mail where mail.submission_id = submission.id
      ), '[]'::json) as delivery
    from form_submissions as submission
    where submission.is_spam = ${query.spam} ${formFilter} ${pageFilter}
    order by submission.created_at desc, submission.id desc
    limit ${query.limit}`
}

/** Marks a submission handled or not; false when there is no such submission. */
export async function setSubmissionHandled(id: string, handled: boolean, actorEmail: string): Promise<boolean> {
  return sql().begin(async (tx) => {
    const updated = await tx`update form_submissions set handled = ${handled} where id = ${id} returning form_type`
    if (updated.count === 0) return false
    const action = handled ? 'message_marked_handled' : 'message_marked_unhandled'
    await recordAudit({ actorEmail, action, detail: `${updated[0]!.form_type} message ${id}` }, tx)
    return true
  })
}

/** Deletes a submission and its e-mails (the visitor's right to erasure); false when there is no such submission. */
export async function deleteInboxSubmission(id: string, actorEmail: string): Promise<boolean> {
  return sql().begin(async (tx) => {
    await tx`delete from mail_outbox where submission_id = ${id}`
    const deleted = await tx`delete from form_submissions where id = ${id} returning form_type, is_spam`
    if (deleted.count === 0) return false
    const what = deleted[0]!.is_spam ? 'spam' : 'message'
    await recordAudit({ actorEmail, action: 'message_deleted', detail: `${deleted[0]!.form_type} ${what} ${id} and its e-mails` }, tx)
    return true
  })
}

/**
 * Puts a submission's failed e-mails back in the queue with a fresh count of tries. Each keeps its
 * outbox id, which is its idempotency key at the mail provider, so it is delivered once.
 * Null when there is no such submission, else how many e-mails were queued again.
 */
export async function retryFailedDelivery(id: string, actorEmail: string): Promise<number | null> {
  return sql().begin(async (tx) => {
    const [submission] = await tx<{ form_type: string }[]>`select form_type from form_submissions where id = ${id} for update`
    if (!submission) return null
    const requeued = await tx`
      update mail_outbox set status = 'pending', attempts = 0, next_attempt_at = now(), lease_expires_at = null
      where submission_id = ${id} and status = 'failed'`
    await recordAudit({ actorEmail, action: 'message_retried', detail: `${submission.form_type} message ${id}: ${requeued.count} e-mail(s) queued again` }, tx)
    return requeued.count
  })
}

/**
 * Moves a submission that was set aside into the inbox and queues its notification e-mail, as if it
 * had just come in (decision 056): a visitor's message sent while the forms were busy, or a copy that
 * was real. What the trap caught was never checked against the form, so it stays where it is.
 * Null when there is no such submission.
 */
export async function moveToInbox(id: string, actorEmail: string, fallbackRecipient: string | undefined): Promise<true | null> {
  const [held] = await sql()<{ form_type: FormSubmission['formType']; fields: FormSubmission['fields']; created_at: Date }[]>`
    select form_type, fields, created_at from form_submissions where id = ${id}`
  if (!held) return null
  const { church } = await publishedContent()
  const email = await renderFormEmail({ formType: held.form_type, fields: held.fields } as FormSubmission, church.name, held.created_at)
  return sql().begin(async (tx) => {
    const [row] = await tx<{ is_spam: boolean; held_reason: string | null }[]>`select is_spam, held_reason from form_submissions where id = ${id} for update`
    if (!row) return null
    if (!row.is_spam) throw new Conflict('This message is already in Messages.')
    if (row.held_reason === 'trap') throw new Conflict('What the hidden trap caught was never checked against the form, so it cannot be moved to Messages.')
    await tx`update form_submissions set is_spam = false, held_reason = null where id = ${id}`
    await queueEmail(tx, { id, formType: held.form_type }, email, fallbackRecipient)
    await recordAudit({ actorEmail, action: 'message_moved_to_inbox', detail: `${held.form_type} message ${id}, set aside as ${row.held_reason}` }, tx)
    return true as const
  })
}
