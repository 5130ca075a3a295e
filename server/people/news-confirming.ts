import { sql } from '../../db/client.ts'
import { confirmTokenHash } from './confirm-token.ts'

/** What a confirmation link can do: confirm, or nothing, because it is unknown (forged, mistyped or used) or expired. */
export type ConfirmLinkState = 'ready' | 'unknown' | 'expired'

type Waiting = { id: string; emailHash: string; expired: boolean }

/** Whether a confirmation link's token can still be used: what its page shows before the button. */
export async function confirmLinkState(token: unknown): Promise<ConfirmLinkState> {
  const tokenHash = confirmTokenHash(token)
  if (!tokenHash) return 'unknown'
  const [waiting] = await sql()<{ expired: boolean }[]>`
    select confirm_expires_at <= now() as expired from subscribers where confirm_token_hash = ${tokenHash} and status = 'unconfirmed'`
  if (!waiting) return 'unknown'
  return waiting.expired ? 'expired' : 'ready'
}

/**
 * The person confirms with the link's token (decision 059): confirmed, the step appended to the
 * ledger with the wording they last asked with, the token gone, and any suppression of their
 * address lifted, since they asked afresh.
 */
export async function confirmNews(token: unknown): Promise<'confirmed' | Exclude<ConfirmLinkState, 'ready'>> {
  const tokenHash = confirmTokenHash(token)
  if (!tokenHash) return 'unknown'
  return sql().begin(async (tx) => {
    const [waiting] = await tx<Waiting[]>`
      select id, email_hash as "emailHash", confirm_expires_at <= now() as expired
      from subscribers where confirm_token_hash = ${tokenHash} and status = 'unconfirmed' for update`
    if (!waiting) return 'unknown'
    if (waiting.expired) return 'expired'
    await tx`
      update subscribers set status = 'confirmed', confirmed_at = now(), confirm_token_hash = null, confirm_expires_at = null
      where id = ${waiting.id}`
    await tx`
      insert into consent_events (subscriber_id, event, basis, wording_version, source)
      select ${waiting.id}, 'confirmed', 'consent', wording_version, 'confirmation link' from consent_events
      where subscriber_id = ${waiting.id} and event = 'asked' order by at desc, id desc limit 1`
    await tx`delete from suppressed_addresses where email_hash = ${waiting.emailHash}`
    return 'confirmed'
  })
}
