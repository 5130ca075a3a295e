import { recordAudit, recordRepeatedAudit } from '../audit/audit-log.ts'
import { clearRateLimit, hitRateLimit, returnRateLimitHit, storedBucket } from '../security/rate-limit.ts'
import { findAdminByEmail, normaliseEmail } from './admins.ts'
import { verifyAgainstDummy, verifyPassword } from './password.ts'
import { createSession, deleteSession, type NewSession, type Session } from './session.ts'

/** After this many failures in the window, an account or an address must wait. */
export const SIGN_IN_FAILURE_LIMIT = 5
const SIGN_IN_FAILURE_WINDOW_SECONDS = 15 * 60

export type SignInResult =
  | { ok: true; newSession: NewSession }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number }

type Buckets = { account: string; address: string }
type Refusal = { bucket: string; retryAfterSeconds: number }

function failureBuckets(email: string, address: string): Buckets {
  return { account: `admin-login:account:${normaliseEmail(email)}`, address: `admin-login:address:${address}` }
}

export function minutesToWait(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60))
}

/**
 * Takes one attempt from the account's and the address's allowance before the password is
 * checked, each in one atomic step, so concurrent guesses cannot all pass a check made before
 * any of them is counted. A refusal gives back what was already taken.
 */
async function reserveAttempt(buckets: Buckets): Promise<Refusal | null> {
  const account = await hitRateLimit(buckets.account, SIGN_IN_FAILURE_LIMIT, SIGN_IN_FAILURE_WINDOW_SECONDS)
  if (!account.allowed) return { bucket: buckets.account, retryAfterSeconds: account.retryAfterSeconds }
  const address = await hitRateLimit(buckets.address, SIGN_IN_FAILURE_LIMIT, SIGN_IN_FAILURE_WINDOW_SECONDS)
  if (address.allowed) return null
  await returnRateLimitHit(buckets.account)
  return { bucket: buckets.address, retryAfterSeconds: address.retryAfterSeconds }
}

/** One audit entry per refused account or address per window, however many attempts it refuses. */
async function auditRefusal(email: string, address: string, refusal: Refusal): Promise<void> {
  const window = Math.floor(Date.now() / (SIGN_IN_FAILURE_WINDOW_SECONDS * 1000))
  const what = refusal.bucket.includes(':account:') ? 'this account' : 'this address'
  await recordRepeatedAudit(
    { actorEmail: email, action: 'login.throttled', detail: `Sign-in refused: too many failures for ${what} (from ${address})` },
    `login.throttled:${await storedBucket(refusal.bucket)}:${window}`,
  )
}

/**
 * Checks an e-mail and password and, when they match, starts a new session. Unknown e-mails
 * cost the same hashing time as wrong passwords. Failures are counted per account and per address;
 * a success clears the account's count and gives back the address's attempt.
 */
export async function attemptSignIn(credentials: { email: string; password: string }, address: string): Promise<SignInResult> {
  const email = normaliseEmail(credentials.email)
  const buckets = failureBuckets(email, address)
  const refusal = await reserveAttempt(buckets)
  if (refusal) {
    await auditRefusal(email, address, refusal)
    return { ok: false, reason: 'throttled', retryAfterSeconds: refusal.retryAfterSeconds }
  }

  const admin = await findAdminByEmail(credentials.email)
  const matches = admin ? await verifyPassword(admin.password_hash, credentials.password) : await verifyAgainstDummy(credentials.password)
  if (!admin || !matches) {
    await recordAudit({ actorEmail: email, action: 'login.failed', detail: `${admin ? 'Wrong password' : 'Unknown e-mail'} (from ${address})` })
    return { ok: false, reason: 'invalid' }
  }

  await clearRateLimit(buckets.account)
  await returnRateLimitHit(buckets.address)
  const newSession = await createSession({ id: admin.id, email: admin.email })
  await recordAudit({ actorEmail: admin.email, action: 'login', detail: `Signed in (from ${address})` })
  return { ok: true, newSession }
}

export async function signOutSession(session: Session, address: string): Promise<void> {
  await deleteSession(session.id)
  await recordAudit({ actorEmail: session.admin.email, action: 'logout', detail: `Signed out (from ${address})` })
}
