import { recordAudit } from '../audit/audit-log.ts'
import { clearRateLimit, isRateLimited, recordRateLimitHit } from '../security/rate-limit.ts'
import { findAdminByEmail, normaliseEmail } from './admins.ts'
import { verifyAgainstDummy, verifyPassword } from './password.ts'
import { createSession, deleteSession, type NewSession, type Session } from './session.ts'

/** After this many failures in the window, an account or an address must wait. */
export const LOGIN_FAILURE_LIMIT = 5
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60


export type LoginResult =
  | { ok: true; newSession: NewSession }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number }

function failureBuckets(email: string, address: string): string[] {
  return [`admin-login:account:${normaliseEmail(email)}`, `admin-login:address:${address}`]
}

export function minutesToWait(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60))
}

async function throttle(buckets: string[]): Promise<number | null> {
  const results = await Promise.all(buckets.map((bucket) => isRateLimited(bucket, LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_SECONDS)))
  const waits = results.flatMap((result) => (result.allowed ? [] : [result.retryAfterSeconds]))
  return waits.length > 0 ? Math.max(...waits) : null
}

/**
 * Checks an e-mail and password and, when they match, starts a new session. Unknown e-mails
 * cost the same hashing time as wrong passwords. Failures are counted per account and per address.
 */
export async function attemptLogin(credentials: { email: string; password: string }, address: string): Promise<LoginResult> {
  const buckets = failureBuckets(credentials.email, address)
  const wait = await throttle(buckets)
  if (wait !== null) {
    await recordAudit({ actorEmail: normaliseEmail(credentials.email), action: 'login.throttled', detail: `Sign-in refused: too many failures (from ${address})` })
    return { ok: false, reason: 'throttled', retryAfterSeconds: wait }
  }

  const admin = await findAdminByEmail(credentials.email)
  const matches = admin ? await verifyPassword(admin.password_hash, credentials.password) : await verifyAgainstDummy(credentials.password)
  if (!admin || !matches) {
    await Promise.all(buckets.map((bucket) => recordRateLimitHit(bucket)))
    await recordAudit({ actorEmail: normaliseEmail(credentials.email), action: 'login.failed', detail: `${admin ? 'Wrong password' : 'Unknown e-mail'} (from ${address})` })
    return { ok: false, reason: 'invalid' }
  }

  await clearRateLimit(buckets[0]!)
  const newSession = await createSession({ id: admin.id, email: admin.email })
  await recordAudit({ actorEmail: admin.email, action: 'login', detail: `Signed in (from ${address})` })
  return { ok: true, newSession }
}

export async function logout(session: Session, address: string): Promise<void> {
  await deleteSession(session.id)
  await recordAudit({ actorEmail: session.admin.email, action: 'logout', detail: `Signed out (from ${address})` })
}
