import { createHash } from 'node:crypto'
import { sql } from '../../db/client.ts'
import type { Queryable } from '../../db/queryable.ts'
import { DATABASE_TIMEOUT_MS } from '../../db/timeout.ts'
import type { FormType } from '../../app/lib/forms/forms.ts'
import type { FormSubmission } from '../../app/lib/forms/form-submission.ts'
import type { RenderedEmail } from '../../emails/render.tsx'
import { queueEmail } from '../mail/outbox.ts'

/** Leeway for the database's clock against ours: a commit this close to the deadline is refused too, and reported as failed. */
const CLOCK_LEEWAY_MS = 500

/**
 * The key under which a submission is stored once: the page's submission id with the fields sent,
 * so a retry of the same form is recognised, and two visitors given one cached page's id are not.
 */
export function submissionKey(formType: FormType, submissionId: string | undefined, fields: unknown): string | null {
  if (!submissionId) return null
  return createHash('sha256')
    .update(JSON.stringify([formType, submissionId, fields]))
    .digest('hex')
}

/**
 * Lets the transaction commit only before the moment its request stops waiting for it
 * (db/migrations/00021): once the visitor is told nothing was sent, nothing is stored.
 */
async function commitBefore(tx: Queryable, timeoutMs: number): Promise<void> {
  const deadline = new Date(Date.now() + timeoutMs - CLOCK_LEEWAY_MS).toISOString()
  await tx`select set_config('church.commit_deadline', ${deadline}, true)`
}

/**
 * Stores a submission and queues its notification, in one transaction: either both are saved or
 * neither is, and only within `timeoutMs`. A submission already stored under the same key is not
 * stored or e-mailed again. Returns the stored submission's id.
 */
export async function storeSubmission(
  submission: FormSubmission,
  email: RenderedEmail,
  fallbackRecipient: string | undefined,
  { key = null, timeoutMs = DATABASE_TIMEOUT_MS }: { key?: string | null; timeoutMs?: number } = {},
): Promise<string> {
  const { id, addressed } = await sql(timeoutMs).begin(async (tx) => {
    await commitBefore(tx, timeoutMs)
    const [stored] = await tx<{ id: string }[]>`
      insert into form_submissions (form_type, fields, submission_key) values (${submission.formType}, ${tx.json(submission.fields)}, ${key})
      on conflict (submission_key) do nothing returning id`
    if (!stored) {
      const [earlier] = await tx<{ id: string }[]>`select id from form_submissions where submission_key = ${key}`
      return { id: earlier!.id, addressed: true }
    }
    const addressed = await queueEmail(tx, { id: stored.id, formType: submission.formType }, email, fallbackRecipient)
    return { id: stored.id, addressed }
  })
  if (!addressed) {
    console.log(
      `${new Date().toISOString()} Mail for ${submission.formType} submission ${id} has no recipient: it is kept in the outbox until an address is set in Email Configuration or NOTIFY_EMAIL_FALLBACK`,
    )
  }
  return id
}

/** Keeps a submission whose hidden trap field was filled, marked as spam. No e-mail is queued. */
export async function storeSpam(formType: FormType, fields: Record<string, unknown>, timeoutMs = DATABASE_TIMEOUT_MS): Promise<string> {
  return sql(timeoutMs).begin(async (tx) => {
    await commitBefore(tx, timeoutMs)
    const [stored] = await tx<{ id: string }[]>`
      insert into form_submissions (form_type, fields, is_spam) values (${formType}, ${tx.json(fields as never)}, true) returning id`
    return stored!.id
  })
}
