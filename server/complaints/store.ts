import { sql } from '../../db/client.ts'
import type { Queryable } from '../../db/queryable.ts'
import type { ComplaintValues } from '../../app/lib/forms/form-values.ts'
import type { RenderedEmail } from '../../emails/render.tsx'
import { COMPLAINTS_LIMIT } from './limits.ts'

/** Thrown inside the storing transaction when the complaints table is at its budget: nothing is stored. */
export class ComplaintsFull extends Error {
  constructor() {
    super(`The complaints table holds its limit of ${COMPLAINTS_LIMIT} complaints`)
  }
}

/** Whether the complaints table is at its budget, so a new complaint would be refused. */
export async function complaintsAreFull(db: Queryable = sql()): Promise<boolean> {
  const [row] = await db<{ full: boolean }[]>`select count(*) >= ${COMPLAINTS_LIMIT} as full from complaints`
  return row!.full
}

/**
 * Stores a complaint and queues its acknowledgement to the complainant, inside the transaction
 * that stores its form submission: the complaint, its copy in the inbox and both e-mails are
 * saved together or not at all. Its acknowledgement, like an account e-mail, keeps no body once sent.
 */
export async function storeComplaint(tx: Queryable, submissionId: string, complaint: ComplaintValues, acknowledgement: RenderedEmail): Promise<string> {
  // One at a time, so concurrent complaints cannot each find the last place free.
  await tx`select pg_advisory_xact_lock(hashtext('complaints budget'))`
  if (await complaintsAreFull(tx)) throw new ComplaintsFull()
  const [email] = await tx<{ id: string }[]>`
    insert into mail_outbox (recipient_email, recipient_name, reply_to, subject, html, text, status)
    values (${complaint.email}, ${complaint.name}, ${acknowledgement.replyTo}, ${acknowledgement.subject}, ${acknowledgement.html}, ${acknowledgement.text}, 'pending')
    returning id`
  const [stored] = await tx<{ id: string }[]>`
    insert into complaints (submission_id, name, email, about, acknowledgement_id)
    values (${submissionId}, ${complaint.name}, ${complaint.email}, ${complaint.about}, ${email!.id})
    returning id`
  return stored!.id
}
