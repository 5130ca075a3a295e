import {
  NO_PASSWORD_YET,
  REAUTHENTICATE_MESSAGE,
  reauthenticationSchema,
  throttledPasswordMessage,
  WRONG_CURRENT_PASSWORD,
} from '../../app/lib/admin/own-account.ts'
import { sql } from '../../db/client.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { Forbidden, RequestRefused, TooManyRequests } from '../errors.ts'
import { clientAddress } from '../http/responses.ts'
import { sessionCookie } from '../auth/cookie.ts'
import { discardBody } from '../http/request-body.ts'
import { clearRateLimit, hitProgressiveLimit } from '../security/rate-limit.ts'
import { parseJsonRequest } from '../http/validate.ts'
import { verifyPassword } from '../auth/password.ts'
import { authenticatedRecently, createSession, deleteSession, RECENT_AUTHENTICATION_MS, type Session, type SessionAdmin } from '../auth/session.ts'
import { minutesToWait, SIGN_IN_SLOW_DOWN } from '../auth/sign-in.ts'

export type PasswordCheck = { ok: true } | { ok: false; reason: 'wrong' | 'no-password' } | { ok: false; reason: 'throttled'; retryAfterSeconds: number }

/** The admin's password hash; null for one who joined with a passkey and has set no password by link since. */
async function ownPasswordHash(admin: SessionAdmin): Promise<string | null> {
  const [row] = await sql()<{ password_hash: string | null }[]>`select password_hash from admins where id = ${admin.id}`
  return row?.password_hash ?? null
}

/**
 * Checks the signed-in admin's own password, as sign-in does: wrong ones are recorded and slow
 * down like failed sign-ins (five at once, then waits), in a bucket of their own so that nobody
 * else's failures can block it; a right one forgets them. With no password there is nothing to
 * check, and nothing is counted.
 */
export async function checkOwnPassword(admin: SessionAdmin, password: string, address: string): Promise<PasswordCheck> {
  const hash = await ownPasswordHash(admin)
  if (hash === null) return { ok: false, reason: 'no-password' }
  const bucket = `admin-password-check:${admin.id}`
  const allowance = await hitProgressiveLimit(bucket, SIGN_IN_SLOW_DOWN)
  if (!allowance.allowed) return { ok: false, reason: 'throttled', retryAfterSeconds: allowance.retryAfterSeconds }
  if (!(await verifyPassword(hash, password))) {
    await recordAudit({ actorEmail: admin.email, action: 'account.password_check.failed', detail: `Wrong password typed while signed in (from ${address})` })
    return { ok: false, reason: 'wrong' }
  }
  await clearRateLimit(bucket)
  return { ok: true }
}

/** The refusal of a wrong or throttled password check, on the form's `field`. */
export function passwordCheckRefusal(check: Exclude<PasswordCheck, { ok: true }>, field: string): Forbidden | TooManyRequests {
  if (check.reason !== 'throttled') {
    const message = check.reason === 'wrong' ? WRONG_CURRENT_PASSWORD : NO_PASSWORD_YET
    return new Forbidden(message, { [field]: message })
  }
  const message = throttledPasswordMessage(minutesToWait(check.retryAfterSeconds))
  return new TooManyRequests(message, check.retryAfterSeconds, { [field]: message })
}

function reauthenticate(): Forbidden {
  return new Forbidden(REAUTHENTICATE_MESSAGE, { password: REAUTHENTICATE_MESSAGE })
}

async function typedPassword(request: Request): Promise<string | undefined> {
  if (!request.headers.get('Content-Type')) {
    discardBody(request)
    return undefined
  }
  return (await parseJsonRequest(request, reauthenticationSchema, 2048)).password
}

/**
 * Before a change to how the admin signs in (adding or removing a passkey, setting up or turning
 * off the authenticator app, new recovery codes, ending other sessions): let through when they signed in within five minutes or the password
 * sent with the request is right; otherwise a 403 (or 429 after many wrong ones) thrown. True when
 * the password was typed again just now (a new authentication).
 */
export async function requireRecentAuthentication(request: Request, session: Session, address: string): Promise<{ reauthenticated: boolean }> {
  const password = await typedPassword(request)
  if (authenticatedRecently(session)) return { reauthenticated: false }
  if (!password) {
    // Asking for a password the admin does not have would leave them typing in vain.
    if ((await ownPasswordHash(session.admin)) === null) throw passwordCheckRefusal({ ok: false, reason: 'no-password' }, 'password')
    throw reauthenticate()
  }
  const check = await checkOwnPassword(session.admin, password, address)
  if (!check.ok) throw passwordCheckRefusal(check, 'password')
  return { reauthenticated: true }
}

/**
 * Finishing an addition begun behind `requireRecentAuthentication` (a passkey's options, the app's
 * new secret): allowed for five more minutes, as long as a passkey's challenge lives, so that
 * scanning a code or touching a key is not cut short; otherwise a 403 thrown.
 */
export function requireStartedRecently(session: Session): void {
  if (!authenticatedRecently(session, Date.now() - RECENT_AUTHENTICATION_MS)) throw reauthenticate()
}

/**
 * After an elevation (a passkey or an authenticator app added) the session is replaced by a fresh
 * one, as recently authenticated as it was; after the password is typed again, by one authenticated now.
 */
export async function rotatedSessionCookie(session: Session, reauthenticated = false): Promise<string> {
  await deleteSession(session.id)
  const fresh = await createSession(session.admin, undefined, reauthenticated ? null : session.authenticatedAt)
  return sessionCookie(fresh.token, fresh.latestEnd)
}

/**
 * Answers with `act` once the admin has signed in within five minutes or typed their password
 * again, which renews the session: a change to how they sign in, or taking a backup away.
 */
export async function afterRecentAuthentication(request: Request, session: Session, act: () => Promise<Response>): Promise<Response> {
  const gate = await requireRecentAuthentication(request, session, clientAddress(request))
  // Typing the password again renews the session, whether the change is then made or refused.
  const renewed = gate.reauthenticated ? () => rotatedSessionCookie(session, true) : undefined
  let response: Response
  try {
    response = await act()
  } catch (error) {
    if (renewed && error instanceof RequestRefused) error.headers.append('Set-Cookie', await renewed())
    throw error
  }
  if (renewed) response.headers.append('Set-Cookie', await renewed())
  return response
}
