import { createHash, randomBytes } from 'node:crypto'
import { sql } from '../../db/client.ts'
import { parseIp, rateLimitGroup } from '../security/ip-address.ts'

/** How long a browser stays known after its latest successful sign-in. */
export const KNOWN_DEVICE_DAYS = 365
/** How long an address (an IPv6 /64) stays known after its latest successful sign-in. */
const KNOWN_ADDRESS_DAYS = 90
/** The devices and addresses remembered per account; the oldest are forgotten first. */
const MAX_KNOWN_PER_ACCOUNT = 20

const DEVICE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** Where a sign-in comes from: the client's address and the token of its admin_device cookie, if any. */
export type SignInClient = { address: string; deviceToken: string | null }

/** A device or address this account has signed in from before: its own bucket of failures. */
export type KnownSource = { kind: 'device' | 'address'; bucket: string }

function deviceKey(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** The name a known address is hashed under; '' (matching nothing) when the client's address is not known at all. */
function addressName(address: string): string {
  return parseIp(address) ? `admin-known-address:${rateLimitGroup(address)}` : ''
}

function presentedDeviceKey(client: SignInClient): string | null {
  return client.deviceToken && DEVICE_TOKEN_PATTERN.test(client.deviceToken) ? deviceKey(client.deviceToken) : null
}

/**
 * The device (by its cookie) or else the address this account has signed in from before, or null
 * for a stranger. An unknown e-mail has no known sources, so it is treated as any stranger is.
 */
export async function knownSource(account: string, client: SignInClient): Promise<KnownSource | null> {
  const address = addressName(client.address)
  const [row] = await sql()<{ kind: 'device' | 'address'; key: string }[]>`
    select kind, key from admin_sign_in_trust
    where account = ${account} and (
      (kind = 'device' and key = ${presentedDeviceKey(client) ?? ''}
        and last_signed_in_at > now() - make_interval(days => ${KNOWN_DEVICE_DAYS}))
      or (kind = 'address' and ${address} <> '' and key = rate_limit_bucket(${address})
        and last_signed_in_at > now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})))
    order by kind = 'device' desc
    limit 1`
  return row ? { kind: row.kind, bucket: `admin-login:known-${row.kind}:${account}:${row.key}` } : null
}

/**
 * Remembers the device and the address of a successful sign-in and returns the device's new
 * token for its cookie. The token is new at every sign-in and the one presented is forgotten,
 * so a token planted in a browser by someone else never becomes known.
 */
export async function rememberSignIn(account: string, client: SignInClient): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  const address = addressName(client.address)
  await sql().begin(async (tx) => {
    await tx`delete from admin_sign_in_trust where account = ${account} and kind = 'device' and key = ${presentedDeviceKey(client) ?? ''}`
    await tx`insert into admin_sign_in_trust (key, account, kind) values (${deviceKey(token)}, ${account}, 'device')`
    if (address) {
      await tx`
        insert into admin_sign_in_trust (key, account, kind) values (rate_limit_bucket(${address}), ${account}, 'address')
        on conflict (key, account) do update set last_signed_in_at = now()`
    }
    await tx`
      delete from admin_sign_in_trust where account = ${account} and (
        (kind = 'device' and last_signed_in_at < now() - make_interval(days => ${KNOWN_DEVICE_DAYS}))
        or (kind = 'address' and last_signed_in_at < now() - make_interval(days => ${KNOWN_ADDRESS_DAYS}))
        or key not in (
          select key from admin_sign_in_trust where account = ${account}
          order by last_signed_in_at desc limit ${MAX_KNOWN_PER_ACCOUNT}))`
  })
  return token
}
