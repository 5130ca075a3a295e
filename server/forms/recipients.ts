import type { Queryable } from '../../db/queryable.ts'
import type { FormType } from '../../app/lib/forms.ts'
import type { Recipient } from '../mail/outbox.ts'

/**
 * Who is told about a submission: the form's address in Email Configuration, else the
 * fallback address (NOTIFY_EMAIL_FALLBACK), else nobody yet.
 */
export async function recipientsFor(db: Queryable, formType: FormType, fallback: string | undefined): Promise<Recipient[]> {
  const configured = await db<Recipient[]>`
    select email_address as email, display_name as name from email_configurations where form_type = ${formType}`
  if (configured.length > 0) return configured.map(({ email, name }) => ({ email, name }))
  return fallback ? [{ email: fallback, name: null }] : []
}
