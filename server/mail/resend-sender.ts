import { Resend } from 'resend'

export type MailProviderConfig = { apiKey: string; baseUrl?: string; from: string }

export type OutgoingEmail = {
  /** The outbox row id: sent as the Idempotency-Key, so a retried request never sends twice. */
  idempotencyKey: string
  to: string
  /** Absent for an e-mail to an administrator about their account. */
  replyTo: string | null
  subject: string
  html: string
  text: string
  /** Headers of its own, e.g. List-Unsubscribe; null for none. */
  headers: Record<string, string> | null
}

/** `permanent`: the provider refused the e-mail itself, so trying again would be refused the same way. */
export type SendResult = { ok: true; providerMessageId: string } | { ok: false; error: string; permanent?: boolean }

/** A 4xx is a refusal of the request itself, except 408 (timeout) and 429 (too many requests), which pass. */
function isPermanentRefusal(statusCode: number | null | undefined): boolean {
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500 && statusCode !== 408 && statusCode !== 429
}

const SEND_TIMEOUT_MS = 30_000

/** Sends through Resend. Never throws: a failure comes back as a reason to record. */
export function createResendSender(config: MailProviderConfig): (email: OutgoingEmail) => Promise<SendResult> {
  const resend = new Resend(config.apiKey, { baseUrl: config.baseUrl })
  return async (email) => {
    try {
      const { data, error } = await resend.emails.send(
        {
          from: config.from,
          to: email.to,
          replyTo: email.replyTo ?? undefined,
          subject: email.subject,
          html: email.html,
          text: email.text,
          headers: email.headers ?? undefined,
        },
        { idempotencyKey: email.idempotencyKey, signal: AbortSignal.timeout(SEND_TIMEOUT_MS) },
      )
      if (error)
        return { ok: false, error: `Resend ${error.statusCode ?? 'error'}: ${error.name}: ${error.message}`, permanent: isPermanentRefusal(error.statusCode) }
      if (!data?.id) return { ok: false, error: 'Resend answered without a message id' }
      return { ok: true, providerMessageId: data.id }
    } catch (error) {
      return { ok: false, error: `Sending failed: ${error instanceof Error ? error.message : String(error)}` }
    }
  }
}
