import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import { sql } from '../../db/client.ts'
import type { Queryable } from '../../db/queryable.ts'
import { env } from '../env.ts'
import { CHALLENGE_SECONDS, type ChallengePurpose, consumeChallenge, issueChallenge } from './webauthn-challenges.ts'

export type PasskeySummary = { id: string; name: string; createdAt: Date; lastUsedAt: Date | null }
type StoredPasskey = { id: string; admin_id: string; email: string; public_key: Uint8Array; counter: string; transports: string[] }

/** The relying party is the site itself: its origin and host name come from SITE_URL. */
function relyingParty(): { origin: string; rpID: string } {
  const url = new URL(env().SITE_URL)
  return { origin: url.origin, rpID: url.hostname }
}

export class PasskeyRefused extends Error {}

/** The library base64url-encodes a string challenge as text; given bytes, the browser signs exactly the issued string. */
function challengeBytes(challenge: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(challenge, 'base64url'))
}

export async function listPasskeys(adminId: string, db: Queryable = sql()): Promise<PasskeySummary[]> {
  return db<PasskeySummary[]>`
    select id, name, created_at as "createdAt", last_used_at as "lastUsedAt"
    from admin_passkeys where admin_id = ${adminId} order by created_at, id`
}

/**
 * How a new passkey is registered: by a signed-in admin ('register'), or while accepting an
 * invitation ('invitation'), where the admin's id is the invitation's and the challenge belongs to it.
 */
export type RegistrationPurpose = 'register' | 'invitation'

/** What the browser needs to create a passkey: a discoverable credential with user verification, none it already has. */
export async function registrationOptions(
  admin: { id: string; email: string },
  rpName: string,
  purpose: RegistrationPurpose = 'register',
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await listPasskeys(admin.id)
  return generateRegistrationOptions({
    rpName,
    rpID: relyingParty().rpID,
    userName: admin.email,
    userID: new TextEncoder().encode(admin.id),
    challenge: challengeBytes(await issueChallenge(purpose, admin.id)),
    timeout: CHALLENGE_SECONDS * 1000,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  })
}

function expectedChallenge(purpose: ChallengePurpose, adminId: string | null) {
  return (challenge: string) => consumeChallenge(challenge, purpose, adminId)
}

/** Checks the browser's new credential against a live challenge of this admin and stores it under `name`. */
export async function registerPasskey(
  admin: { id: string },
  response: RegistrationResponseJSON,
  name: string,
  tx: Queryable,
  purpose: RegistrationPurpose = 'register',
): Promise<PasskeySummary> {
  const { origin, rpID } = relyingParty()
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: expectedChallenge(purpose, admin.id),
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  }).catch((error: unknown) => {
    throw new PasskeyRefused(error instanceof Error ? error.message : 'The passkey could not be checked')
  })
  if (!verification.verified) throw new PasskeyRefused('The passkey could not be checked')
  const { credential } = verification.registrationInfo
  const [row] = await tx<PasskeySummary[]>`
    insert into admin_passkeys (id, admin_id, public_key, counter, transports, name)
    values (${credential.id}, ${admin.id}, ${credential.publicKey}, ${credential.counter}, ${credential.transports ?? []}, ${name})
    on conflict (id) do nothing
    returning id, name, created_at as "createdAt", last_used_at as "lastUsedAt"`
  if (!row) throw new PasskeyRefused('This passkey is already registered')
  return row
}

/** Options to sign in: with `adminId` (second step) only that admin's passkeys; without, any discoverable one. */
export async function authenticationOptions(purpose: 'sign-in' | 'second-step', adminId: string | null): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const allowCredentials = adminId ? (await listPasskeys(adminId)).map((passkey) => ({ id: passkey.id })) : undefined
  return generateAuthenticationOptions({
    rpID: relyingParty().rpID,
    challenge: challengeBytes(await issueChallenge(purpose, adminId)),
    timeout: CHALLENGE_SECONDS * 1000,
    userVerification: 'required',
    ...(allowCredentials ? { allowCredentials } : {}),
  })
}

/**
 * Verifies a passkey assertion against a live challenge: the signature, user verification, and a
 * counter that must grow when the authenticator keeps one. Returns the admin it belongs to, after
 * recording the new counter and the time of use.
 */
export async function verifyPasskey(
  response: AuthenticationResponseJSON,
  purpose: 'sign-in' | 'second-step',
  adminId: string | null,
): Promise<{ id: string; email: string }> {
  const [stored] = await sql()<StoredPasskey[]>`
    select p.id, p.admin_id, a.email, p.public_key, p.counter, p.transports
    from admin_passkeys p join admins a on a.id = p.admin_id where p.id = ${String(response.id).slice(0, 1400)}`
  if (!stored || (adminId && stored.admin_id !== adminId)) throw new PasskeyRefused('This passkey is not registered here')
  const { origin, rpID } = relyingParty()
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: expectedChallenge(purpose, adminId),
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
    credential: { id: stored.id, publicKey: new Uint8Array(stored.public_key), counter: Number(stored.counter), transports: stored.transports },
  }).catch((error: unknown) => {
    throw new PasskeyRefused(error instanceof Error ? error.message : 'The passkey could not be checked')
  })
  if (!verification.verified) throw new PasskeyRefused('The passkey could not be checked')
  const { newCounter } = verification.authenticationInfo
  const updated = await sql()`
    update admin_passkeys set counter = ${newCounter}, last_used_at = now()
    where id = ${stored.id} and (counter < ${newCounter} or (counter = 0 and ${newCounter} = 0))`
  if (updated.count !== 1) throw new PasskeyRefused('This passkey reported an old counter: it may have been copied')
  return { id: stored.admin_id, email: stored.email }
}

/** Removes one of the admin's passkeys; returns its name, or null when it is not theirs. */
export async function removePasskey(adminId: string, passkeyId: string, tx: Queryable): Promise<string | null> {
  const [row] = await tx<{ name: string }[]>`delete from admin_passkeys where admin_id = ${adminId} and id = ${passkeyId} returning name`
  return row?.name ?? null
}
