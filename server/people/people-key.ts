import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Queryable } from '../../db/queryable.ts'
import { sql } from '../../db/client.ts'

let key: Promise<string> | null = null

/** The install's key for addresses' hashes and news links; read once, it never changes. */
function peopleKey(db: Queryable = sql()): Promise<string> {
  key ??= db<{ value: string }[]>`select value from install_secrets where name = 'people_key'`
    .then(([row]) => {
      if (!row) throw new Error('The install has no people_key: run the migrations')
      return row.value
    })
    .catch((error: unknown) => {
      key = null
      throw error
    })
  return key
}

const keyed = async (purpose: string, value: string) =>
  createHmac('sha256', await peopleKey())
    .update(`${purpose}:${value}`)
    .digest('base64url')

/** The same address however it was typed: trimmed and lower-cased. */
export const normalisedAddress = (email: string) => email.trim().toLowerCase()

/** The keyed hash an address is known by once it is no longer kept (subscribers.email_hash, suppressed_addresses). */
export const addressHash = (email: string) => keyed('address', normalisedAddress(email))

/** The signature of a subscriber's unsubscribe link: it never expires, and cannot be made without the key. */
export const unsubscribeSignature = (subscriberId: string) => keyed('unsubscribe', subscriberId)

export async function isUnsubscribeSignature(subscriberId: string, signature: string): Promise<boolean> {
  const expected = Buffer.from(await unsubscribeSignature(subscriberId))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
