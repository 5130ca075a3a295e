import { sql } from '../../db/client.ts'
import type { FormType } from '../../app/lib/forms.ts'
import { queueMessages, type OutboxEmail } from '../mail/outbox.ts'
import { recipientsFor } from './recipients.ts'
import type { FormSubmission } from '../../app/lib/form-submission.ts'

/**
 * Stores a submission and queues its notification for each recipient, in one transaction:
 * either both are saved or neither is.
 */
export async function storeSubmission(submission: FormSubmission, email: OutboxEmail, fallbackRecipient: string | undefined): Promise<string> {
  const { id, recipientCount } = await sql().begin(async (tx) => {
    const [stored] = await tx<{ id: string }[]>`
      insert into form_submissions (form_type, fields) values (${submission.formType}, ${tx.json(submission.fields)}) returning id`
    const recipients = await recipientsFor(tx, submission.formType, fallbackRecipient)
    await queueMessages(tx, stored!.id, submission.formType, recipients, email)
    return { id: stored!.id, recipientCount: recipients.length }
  })
  if (recipientCount === 0) {
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
