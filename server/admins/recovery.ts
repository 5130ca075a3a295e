import { sql } from '../../db/client.ts'
import { passwordChangedEmail, passwordResetEmail } from '../../emails/account.tsx'
import { recordAudit } from '../audit/audit-log.ts'
import { findAdminByEmail } from '../auth/accounts.ts'
import type { GuessablePassword } from '../../app/lib/admin/password-rules.ts'
import { hashPassword } from '../auth/password.ts'
import { guessablePassword } from '../auth/password-policy.ts'
import { adminFactors, hasSecondStep } from '../auth/factors.ts'
import { startPendingSignIn } from '../auth/pending-sign-in.ts'
import { createSession, deleteAdminSessions, type NewSession } from '../auth/session.ts'
import { hitRateLimit } from '../security/rate-limit.ts'
import type { LinkRefusal } from './link-token.ts'
import { checkLink, createResetLink, linkUrl, markLinkUsed } from './links.ts'
import { churchName, queueTo } from '../account-mail/notices.ts'

/** Requests for a new password: per address asked for, and per client address (decision 033). */
const RESET_LIMIT_PER_ACCOUNT = 3
const RESET_LIMIT_PER_CLIENT = 10
const RESET_WINDOW_SECONDS = 60 * 60

export type ResetRequestResult = { ok: true } | { ok: false; retryAfterSeconds: number }

/**
 * Counts a request for a new password against the address asked for and the client asking. Both
 * buckets exist whether or not the address belongs to anyone, so the answer reveals nothing.
 */
export async function allowResetRequest(email: string, address: string): Promise<ResetRequestResult> {
  for (const [bucket, limit] of [
    [`admin-reset:account:${email}`, RESET_LIMIT_PER_ACCOUNT],
    [`admin-reset:address:${address}`, RESET_LIMIT_PER_CLIENT],
  ] as const) {
    const verdict = await hitRateLimit(bucket, limit, RESET_WINDOW_SECONDS)
    if (!verdict.allowed) return { ok: false, retryAfterSeconds: verdict.retryAfterSeconds }
  }
  return { ok: true }
}

/**
 * Sends a reset link when the address belongs to an administrator. Called after the answer has
 * gone, so its work never shows in the answer's timing; an unknown address renders the same e-mail.
 */
export async function sendResetLink(email: string, address: string): Promise<void> {
  const [church, admin] = await Promise.all([churchName(), findAdminByEmail(email)])
  if (!admin) {
    await passwordResetEmail({ churchName: church, url: linkUrl('password_reset', 'not-sent') })
    return
  }
  await sql().begin(async (tx) => {
    const token = await createResetLink(tx, admin)
    await queueTo(tx, admin.email, await passwordResetEmail({ churchName: church, url: linkUrl('password_reset', token) }))
    await recordAudit(
      { actorEmail: admin.email, action: 'admin.password_reset.request', detail: `A link to set a new password was sent (asked from ${address})` },
      tx,
    )
  })
}

type PasswordSet = { ok: true; adminId: string; newSession: NewSession | null }

/** Signed in with a fresh session, or, for an administrator with a passkey or an authenticator app, asked for it first: an e-mailed link never stands in for the second factor. */
export type ResetResult =
  | { ok: true; newSession: NewSession }
  | { ok: true; pendingToken: string }
  | { ok: false; reason: LinkRefusal }
  | { ok: false; guessable: GuessablePassword }

/**
 * Sets the new password, uses up the link (and any other open one), ends every session of that
 * administrator, and starts a fresh one for this browser, after the second step when they have
 * one. The account holder is told by e-mail.
 */
export async function resetPassword(token: string, password: string, address: string): Promise<ResetResult> {
  const [church, passwordHash] = await Promise.all([churchName(), hashPassword(password)])
  const reset = await sql().begin(async (tx): Promise<PasswordSet | Exclude<ResetResult, { ok: true }>> => {
    const check = await checkLink(token, 'password_reset', tx, true)
    if (!check.ok) return { ok: false, reason: check.refusal }
    const guessable = guessablePassword(password, { email: check.link.email, churchName: church })
    if (guessable) return { ok: false, guessable }
    const [admin] = await tx<{ id: string; email: string }[]>`
      update admins set password_hash = ${passwordHash}, password_changed_at = now() where id = ${check.link.adminId} returning id, email`
    if (!admin) return { ok: false, reason: 'unknown' }
    await markLinkUsed(tx, check.link.id)
    await tx`update admin_links set used_at = now() where admin_id = ${admin.id} and purpose = 'password_reset' and used_at is null`
    const endedSessions = await deleteAdminSessions(admin.id, tx)
    const secondStep = hasSecondStep(await adminFactors(admin.id, tx))
    const newSession = secondStep ? null : await createSession(admin, tx)
    await queueTo(tx, admin.email, await passwordChangedEmail({ churchName: church, how: 'with a link sent by e-mail' }))
    await recordAudit(
      {
        actorEmail: admin.email,
        action: 'admin.password_reset',
        detail: `New password set with an e-mailed link; ${endedSessions} other session(s) ended (from ${address})`,
      },
      tx,
    )
    return { ok: true, adminId: admin.id, newSession }
  })
  if (!reset.ok) return reset
  if (reset.newSession) return { ok: true, newSession: reset.newSession }
  return { ok: true, pendingToken: (await startPendingSignIn(reset.adminId)).token }
}
