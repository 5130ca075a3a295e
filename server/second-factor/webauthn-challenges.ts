import { createHash, randomBytes } from 'node:crypto'
import { sql } from '../../db/client.ts'

/** A ceremony must finish within this long, or start again. */
export const CHALLENGE_SECONDS = 5 * 60

export type ChallengePurpose = 'register' | 'sign-in' | 'second-step' | 'invitation'

/** Whose ceremony a challenge is for: an admin's (none for a sign-in with a passkey alone), or, when accepting an invitation, its link's. */
function owner(purpose: ChallengePurpose, ownerId: string | null) {
  return purpose === 'invitation' ? { adminId: null, linkId: ownerId } : { adminId: ownerId, linkId: null }
}

function hashChallenge(challenge: string): Buffer {
  return createHash('sha256').update(challenge).digest()
}

/**
 * A new challenge of 256 random bits (base64url), kept only as its hash, for one purpose and, when
 * known, one owner: the admin, or for 'invitation' the invitation's link.
 */
export async function issueChallenge(purpose: ChallengePurpose, ownerId: string | null): Promise<string> {
  const challenge = randomBytes(32).toString('base64url')
  const { adminId, linkId } = owner(purpose, ownerId)
  await sql()`
    insert into webauthn_challenges (challenge_hash, purpose, admin_id, link_id, expires_at)
    values (${hashChallenge(challenge)}, ${purpose}, ${adminId}, ${linkId}, now() + make_interval(secs => ${CHALLENGE_SECONDS}))`
  return challenge
}

/**
 * Takes a challenge out of the store: true once, for a live challenge of this purpose (and owner);
 * a replayed, expired, forged or foreign one is refused. Looked up by its hash, so no comparison leaks time.
 */
export async function consumeChallenge(challenge: string, purpose: ChallengePurpose, ownerId: string | null): Promise<boolean> {
  const [row] = await sql()<{ admin_id: string | null; link_id: string | null }[]>`
    delete from webauthn_challenges
    where challenge_hash = ${hashChallenge(challenge)} and purpose = ${purpose} and expires_at > now()
    returning admin_id, link_id`
  const expected = owner(purpose, ownerId)
  return row !== undefined && row.admin_id === expected.adminId && row.link_id === expected.linkId
}

export async function deleteExpiredChallenges(): Promise<number> {
  const result = await sql()`delete from webauthn_challenges where expires_at <= now()`
  return result.count
}
