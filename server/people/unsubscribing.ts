import { sql } from '../../db/client.ts'
import { isUnsubscribeSignature } from './people-key.ts'

/** Where a person opted out, as the ledger records it. */
export type UnsubscribeSource = 'one-click unsubscribe' | 'unsubscribe page'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** Whether an unsubscribe link is one the site made (server/people/news-links.ts), whatever has become of its subscriber since. */
export async function isUnsubscribeLink(id: unknown, signature: unknown): Promise<boolean> {
  return typeof id === 'string' && UUID.test(id) && typeof signature === 'string' && (await isUnsubscribeSignature(id, signature))
}

/**
 * The person stops the news at once, with no sign-in (decision 059): the address is dropped, only
 * its hash kept in the suppression list, and the step appended to the ledger. Again, or for a
 * subscriber already gone, it changes nothing and still succeeds.
 */
export async function unsubscribe(id: string, source: UnsubscribeSource): Promise<void> {
  await sql().begin(async (tx) => {
    const [subscriber] = await tx<{ emailHash: string; status: string }[]>`
      select email_hash as "emailHash", status from subscribers where id = ${id} for update`
    if (!subscriber || subscriber.status === 'unsubscribed') return
    await tx`
      update subscribers set email = null, status = 'unsubscribed', unsubscribed_at = now(), confirm_token_hash = null, confirm_expires_at = null
      where id = ${id}`
    await tx`
      insert into consent_events (subscriber_id, event, basis, source)
      values (${id}, 'opted_out', 'consent', ${source})`
    await tx`
      insert into suppressed_addresses (email_hash, reason) values (${subscriber.emailHash}, 'unsubscribed')
      on conflict (email_hash) do nothing`
  })
}
