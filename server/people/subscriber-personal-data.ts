import type { Queryable } from '../../db/queryable.ts'
import { CONFIRM_DAYS } from './confirm-token.ts'
import { UNCONFIRMED_KEPT_DAYS } from './news-retention.ts'
import { addressHash } from './people-key.ts'
import type { PersonalDataTable } from '../personal-data/personal-data-table.ts'

/** Keeps an erased address from ever being written to again: only its keyed hash is kept. */
export async function suppressErasedAddress(db: Queryable, email: string): Promise<void> {
  await db`
    insert into suppressed_addresses (email_hash, reason) values (${await addressHash(email)}, 'erased')
    on conflict (email_hash) do update set reason = 'erased', at = now()`
}

/** A subscriber is found by the hash of the address, which stays after they opt out and their address goes. */
const subscriberIds = (db: Queryable, hash: string) => db`select id from subscribers where email_hash = ${hash}`

export const consentEventsData: PersonalDataTable = {
  table: 'consent_events',
  holds: 'Each step of agreeing to hear the church’s news: asked, confirmed, opted out, with the wording shown and where it happened',
  retention: () => 'As long as the person they belong to is kept in the news list; erased with them',
  find: async (db, email) => db`
    select subscriber_id, event, basis, wording_version, source, at from consent_events
    where subscriber_id in (${subscriberIds(db, await addressHash(email))}) order by at, id`,
  erase: async (db, email) => (await db`delete from consent_events where subscriber_id in (${subscriberIds(db, await addressHash(email))})`).count,
}

export const subscribersData: PersonalDataTable = {
  table: 'subscribers',
  holds: 'People who asked to hear the church’s news by e-mail, and whether they confirmed or opted out',
  retention: () =>
    `The address is kept while the person wants the news; when they opt out only its hash stays, and an erasure removes the row. An ask never confirmed goes, with its steps, ${CONFIRM_DAYS + UNCONFIRMED_KEPT_DAYS} days after it was made`,
  find: async (db, email) => db`
    select id, email, name, status, created_at, confirmed_at, unsubscribed_at from subscribers
    where email_hash = ${await addressHash(email)}`,
  erase: async (db, email) => {
    const deleted = await db`delete from subscribers where email_hash = ${await addressHash(email)}`
    await suppressErasedAddress(db, email)
    return deleted.count
  },
}

export const suppressedAddressesData: PersonalDataTable = {
  table: 'suppressed_addresses',
  holds: 'Addresses that must never be written to again, kept only as a keyed hash, never as the address',
  retention: () => 'For as long as the site runs: forgetting it would let a later import write to the person again',
  find: async (db, email) => db`select reason, at from suppressed_addresses where email_hash = ${await addressHash(email)}`,
  keep: 'Only a keyed hash of the address is kept, as the suppression list the ICO asks for instead of deletion, so that no later import or form can send the person e-mail again.',
}
