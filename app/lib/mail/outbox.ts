import type { FormType } from '../forms/forms.ts'

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'held' | 'no_recipient'

/** One notification e-mail as the dashboard lists it; times are Dates on the server, ISO strings in JSON. */
export type OutboxEmail<Time = string> = {
  id: string
  /** Null for an e-mail to an administrator about their account (an invitation, a link, a notice). */
  formType: FormType | null
  recipientEmail: string | null
  recipientName: string | null
  subject: string
  status: OutboxStatus
  attempts: number
  lastError: string | null
  createdAt: Time
  sentAt: Time | null
}
