import type { FormType } from './forms.ts'
import type { HeldReason } from './held-apart.ts'

/** What became of one notification e-mail, as the Messages inbox shows it. */
type DeliveryStatus = 'pending' | 'sent' | 'failed' | 'held' | 'no_recipient'

export type EmailDelivery<Time = string> = {
  recipient: string | null
  status: DeliveryStatus
  attempts: number
  sent_at: Time | null
  next_attempt_at: Time | null
  last_error: string | null
}

/** One stored submission of a public form, with the e-mails it caused; times are ISO strings in JSON. */
export type InboxSubmission<Time = string> = {
  id: string
  form_type: FormType
  created_at: Time
  fields: Record<string, unknown>
  handled: boolean
  /** Why it was kept apart from the inbox; null for a message in it. */
  held_reason: HeldReason | null
  delivery: EmailDelivery<Time>[]
}

/** How many submissions one page of the inbox holds. */
export const INBOX_PAGE_SIZE = 50
export const INBOX_MAX_PAGE_SIZE = 100
