import { sql } from '../../db/client.ts'
import type { FormType } from '../../app/lib/forms/forms.ts'
import type { FormSubmission } from '../../app/lib/forms/form-submission.ts'
import type { RenderedEmail } from '../../emails/render.tsx'
import { queueEmail } from '../mail/outbox.ts'

/**
 * Stores a submission and queues its notification, in one transaction: either both are saved or
 * neither is.
 */
export async function storeSubmission(submission: FormSubmission, email: RenderedEmail, fallbackRecipient: string | undefined): Promise<string> {
  const { id, addressed } = await sql().begin(async (tx) => {
    const [stored] = await tx<{ id: string }[]>`
      insert into form_submissions (form_type, fields) values (${submission.formType}, ${tx.json(submission.fields)}) returning id`
    const addressed = await queueEmail(tx, { id: stored!.id, formType: submission.formType }, email, fallbackRecipient)
    return { id: stored!.id, addressed }
  })
  if (!addressed) {
    console.log(
      `${new Date().toISOString()} Mail for ${submission.formType} submission ${id} has no recipient: it is kept in the outbox until an address is set in Email Configuration or NOTIFY_EMAIL_FALLBACK`,
    )
  }
  return id
}

/** Keeps a submission whose hidden trap field was filled, marked as spam. No e-mail is queued. */
export async function storeSpam(formType: FormType, fields: Record<string, unknown>): Promise<string> {
  const [stored] = await sql()<{ id: string }[]>`
    insert into form_submissions (form_type, fields, is_spam) values (${formType}, ${sql().json(fields as never)}, true) returning id`
  return stored!.id
}
