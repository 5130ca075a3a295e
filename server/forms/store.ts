import { createHash } from 'node:crypto'
import { sql } from '../../db/client.ts'
import type { Queryable } from '../../db/queryable.ts'
import { DATABASE_TIMEOUT_MS } from '../../db/timeout.ts'
import type { FormType } from '../../app/lib/forms/forms.ts'
import type { FormSubmission } from '../../app/lib/forms/form-submission.ts'
import type { RenderedEmail } from '../../emails/render.tsx'
import { queueEmail } from '../mail/outbox.ts'
import type { HeldReason } from '../../app/lib/forms/held-apart.ts'
import { countThisHour } from './hourly-tally.ts'

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
 * stored or e-mailed again. When `repeatsPerDay` earlier submissions of the last day share one of its
 * fingerprints, it is not stored, and the answer says so: posts sharing a fingerprint take their
 * turn, so a burst of copies cannot all find too few before them. `alsoStore` runs in the same
 * transaction, for a submission stored now only. Returns the stored submission's id.
 */
export async function storeSubmission(
  submission: FormSubmission,
  email: RenderedEmail,
  fallbackRecipient: string | undefined,
  { key = null, timeoutMs = DATABASE_TIMEOUT_MS, fingerprints = [], repeatsPerDay = Number.POSITIVE_INFINITY, alongside }: StoreOptions = {},
): Promise<{ id: string } | { repeated: true }> {
  const stored = await sql(timeoutMs).begin(async (tx) => {
    await commitBefore(tx, timeoutMs)
    for (const fingerprint of [...fingerprints].sort()) await tx`select pg_advisory_xact_lock(hashtext(${fingerprint}))`
    const [earlier] = key ? await tx<{ id: string }[]>`select id from form_submissions where submission_key = ${key}` : []
    if (earlier) return { id: earlier.id, addressed: true }
    if ((await copiesOfTheLastDay(tx, fingerprints)) >= repeatsPerDay) return { repeated: true } as const
    const [inserted] = await tx<{ id: string }[]>`
      insert into form_submissions (form_type, fields, submission_key, fingerprints)
      values (${submission.formType}, ${tx.json(submission.fields)}, ${key}, ${fingerprints})
      on conflict (submission_key) do nothing returning id`
    if (!inserted) {
      const [raced] = await tx<{ id: string }[]>`select id from form_submissions where submission_key = ${key}`
      return { id: raced!.id, addressed: true }
    }
    await countThisHour('stored', 1, tx)
    const addressed = await queueEmail(tx, { id: inserted.id, formType: submission.formType }, email, fallbackRecipient)
    await alongside?.(tx, inserted.id)
    return { id: inserted.id, addressed }
  })
  if ('repeated' in stored) return stored
  if (!stored.addressed) {
    console.log(
      `${new Date().toISOString()} Mail for ${submission.formType} submission ${stored.id} has no recipient: it is kept in the outbox until an address is set in Email Configuration or NOTIFY_EMAIL_FALLBACK`,
    )
  }
  return { id: stored.id }
}

/** What a form stores beside its submission, in the submission's transaction. */
export type StoredAlongside = (tx: Queryable, submissionId: string) => Promise<unknown>

type StoreOptions = {
  key?: string | null
  timeoutMs?: number
  fingerprints?: string[]
  repeatsPerDay?: number
  /** What the form stores beside the submission, in its transaction: a complaint and its acknowledgement, or the ask for the news of a news choice. */
  alongside?: StoredAlongside
}

/** How many submissions of the last day share one of `fingerprints`. */
async function copiesOfTheLastDay(db: Queryable, fingerprints: string[]): Promise<number> {
  if (fingerprints.length === 0) return 0
  const [row] = await db<{ copies: number }[]>`
    select count(*)::int as copies from form_submissions
    where fingerprints && ${fingerprints}::text[] and created_at > now() - interval '1 day'`
  return row!.copies
}

/**
 * Keeps a submission apart from the inbox, for `reason`; no e-mail is queued. At most `limit` are
 * kept apart: past it, the oldest are deleted, a robot's (the trap, repeated posts) before a visitor's
 * sent while the forms were busy. Returns its id. It takes no submission key: a copy sent again once
 * the flood is over must reach the inbox.
 */
export async function storeHeldApart(
  formType: FormType,
  fields: Record<string, unknown>,
  reason: HeldReason,
  limit: number,
  { timeoutMs = DATABASE_TIMEOUT_MS, fingerprints = [] }: Omit<StoreOptions, 'key' | 'alsoStore'> = {},
): Promise<string> {
  return sql(timeoutMs).begin(async (tx) => {
    await commitBefore(tx, timeoutMs)
    // One at a time, so concurrent posts cannot each find room for themselves.
    await tx`select pg_advisory_xact_lock(hashtext('form_submissions held apart'))`
    const [stored] = await tx<{ id: string }[]>`
      insert into form_submissions (form_type, fields, is_spam, held_reason, fingerprints)
      values (${formType}, ${tx.json(fields as never)}, true, ${reason}, ${fingerprints}) returning id`
    const dropped = await tx`
      delete from form_submissions where id in (
        select id from form_submissions where is_spam
        order by held_reason = 'busy' desc, created_at desc, id desc
        offset ${limit})`
    await countThisHour('stored', 1, tx)
    await countThisHour('held', 1, tx)
    if (dropped.count > 0) await countThisHour('dropped', dropped.count, tx)
    return stored!.id
  })
}
