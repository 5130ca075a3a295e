import { recordAudit, recordRepeatedAudit } from '../audit/audit-log.ts'
import { addressBucket, clearRateLimit, hitProgressiveLimit, type ProgressiveDelay, returnRateLimitHit, storedBucket } from '../security/rate-limit.ts'
import { findAdminByEmail, normaliseEmail } from './accounts.ts'
import { adminFactors, hasSecondStep, mustSetUpSecondFactor } from './factors.ts'
import { verifyAgainstDummy, verifyPassword } from './password.ts'
import { startPendingSignIn } from './pending-sign-in.ts'
import { createSession, deleteSession, type NewSession, type Session } from './session.ts'
import { type KnownSource, knownSource, rememberSignIn, type SignInClient } from './trusted-sign-in.ts'

/** After this many failures in a row, an account or an address must wait. */
export const SIGN_IN_FAILURE_LIMIT = 5

/**
 * Failed sign-ins slow down: five at once, then 15 minutes after the latest failure, doubling with
 * each further failure up to an hour, all remembered for a day. A stranger gets about 30 password
 * checks a day on an account, and never more than five at once.
 */
export const SIGN_IN_SLOW_DOWN: ProgressiveDelay = {
  free: SIGN_IN_FAILURE_LIMIT,
  firstWaitSeconds: 15 * 60,
  longestWaitSeconds: 60 * 60,
  windowSeconds: 24 * 60 * 60,
}

/** Signed in: the new session, and where to go (the account page when a required second factor is still to be set up). */
export type SignedIn = { ok: true; newSession: NewSession; deviceToken: string; next: '/admin/dashboard' | '/admin/account' }

export type SignInResult =
  | SignedIn
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number }
  | { ok: false; reason: 'second-step'; pendingToken: string; expiresAt: Date }

/** A bucket an attempt counts in, and how the audit log names it. */
type Allowance = { bucket: string; what: 'this account' | 'this address' | 'this device' }
type Refusal = Allowance & { retryAfterSeconds: number }

/**
 * The allowances an attempt takes. From a device or address that has signed in to the account
 * before, only its own; from anywhere else, the account's allowance for strangers and the
 * address's (an IPv6 client by its /64). So strangers can slow each other down but never the
 * administrator on a device or at an address they have used before.
 */
function allowancesFor(account: string, address: string, known: KnownSource | null): Allowance[] {
  if (known) return [{ bucket: known.bucket, what: known.kind === 'device' ? 'this device' : 'this address' }]
  return [
    { bucket: `admin-login:account:${account}`, what: 'this account' },
    { bucket: addressBucket('admin-login:address', address), what: 'this address' },
  ]
}

export function minutesToWait(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60))
}

/**
 * Takes one attempt from each allowance before the password is checked, each in one atomic step,
 * so concurrent guesses cannot all pass a check made before any of them is counted. A refusal
 * gives back what was already taken.
 */
async function reserveAttempt(allowances: Allowance[]): Promise<Refusal | null> {
  const taken: string[] = []
  for (const allowance of allowances) {
    const result = await hitProgressiveLimit(allowance.bucket, SIGN_IN_SLOW_DOWN)
    if (!result.allowed) {
      for (const bucket of taken) await returnRateLimitHit(bucket)
      return { ...allowance, retryAfterSeconds: result.retryAfterSeconds }
    }
    taken.push(allowance.bucket)
  }
  return null
}

/** One audit entry per refused account, address or device per 15 minutes, however many attempts it refuses. */
async function auditRefusal(email: string, address: string, refusal: Refusal): Promise<void> {
  const window = Math.floor(Date.now() / (SIGN_IN_SLOW_DOWN.firstWaitSeconds * 1000))
  await recordRepeatedAudit(
    { actorEmail: email, action: 'login.throttled', detail: `Sign-in refused: too many failures for ${refusal.what} (from ${address})` },
    `login.throttled:${await storedBucket(refusal.bucket)}:${window}`,
  )
}

/** A success forgets the failures it stood for: its own device's or address's, or else the account's, and gives back the address's attempt. */
async function forgetFailures(allowances: Allowance[]): Promise<void> {
  const [own, address] = allowances
  await clearRateLimit(own!.bucket)
  if (address) await returnRateLimitHit(address.bucket)
}

/**
 * Checks an e-mail and password and, when they match, starts a new session and remembers the
 * device and address. Unknown e-mails cost the same hashing time as wrong passwords and are
 * throttled as any stranger is, so no answer says whether an account exists.
 */
export async function attemptSignIn(
  credentials: { email: string; password: string },
  address: string,
  deviceToken: string | null = null,
): Promise<SignInResult> {
  const email = normaliseEmail(credentials.email)
  const client: SignInClient = { address, deviceToken }
  const allowances = allowancesFor(email, address, await knownSource(email, client))
  const refusal = await reserveAttempt(allowances)
  if (refusal) {
    await auditRefusal(email, address, refusal)
    return { ok: false, reason: 'throttled', retryAfterSeconds: refusal.retryAfterSeconds }
  }

  const admin = await findAdminByEmail(credentials.email)
  // An account without a password (a passkey only) costs the same time and gets the same answer as a wrong password.
  const matches = admin?.password_hash ? await verifyPassword(admin.password_hash, credentials.password) : await verifyAgainstDummy(credentials.password)
  if (!admin || !matches) {
    const why = !admin ? 'Unknown e-mail' : admin.password_hash ? 'Wrong password' : 'No password on this account'
    await recordAudit({ actorEmail: email, action: 'login.failed', detail: `${why} (from ${address})` })
    return { ok: false, reason: 'invalid' }
  }

  await forgetFailures(allowances)
  if (hasSecondStep(await adminFactors(admin.id))) {
    const pending = await startPendingSignIn(admin.id)
    await recordAudit({ actorEmail: admin.email, action: 'login.password', detail: `Password accepted; second step asked (from ${address})` })
    return { ok: false, reason: 'second-step', pendingToken: pending.token, expiresAt: pending.expiresAt }
  }
  return completeSignIn({ id: admin.id, email: admin.email }, client, 'Signed in')
}

/** The last step of every sign-in: a fresh session, the device and address remembered, the audit entry. */
export async function completeSignIn(admin: { id: string; email: string }, client: SignInClient, how: string): Promise<SignedIn> {
  const newDeviceToken = await rememberSignIn(admin.email, client)
  const newSession = await createSession(admin)
  await recordAudit({ actorEmail: admin.email, action: 'login', detail: `${how} (from ${client.address})` })
  const next = (await mustSetUpSecondFactor(admin.id)) ? '/admin/account' : '/admin/dashboard'
  return { ok: true, newSession, deviceToken: newDeviceToken, next }
}

export async function signOutSession(session: Session, address: string): Promise<void> {
  await deleteSession(session.id)
  await recordAudit({ actorEmail: session.admin.email, action: 'logout', detail: `Signed out (from ${address})` })
}
