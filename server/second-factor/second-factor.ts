import type { AuthenticationResponseJSON } from '@simplewebauthn/server'
import { sql } from '../../db/client.ts'
import { recordAudit, recordRepeatedAudit } from '../audit/audit-log.ts'
import { addressBucket, clearRateLimit, hitProgressiveLimit, returnRateLimitHit, storedBucket } from '../security/rate-limit.ts'
import { queueAccountNotice } from '../account-mail/security-notice.ts'
import { PasskeyRefused, verifyPasskey } from './passkeys.ts'
import { consumePendingSignIn, holdPendingSignIn, type PendingAdmin, pendingAdmin } from '../auth/pending-sign-in.ts'
import { looksLikeRecoveryCode, recoveryCodesLeft, spendRecoveryCode } from './recovery-codes.ts'
import { completeSignIn, SIGN_IN_SLOW_DOWN, type SignedIn } from '../auth/sign-in.ts'
import { spendTotpCode } from './totp.ts'
import type { SignInClient } from '../auth/trusted-sign-in.ts'

export type SecondStepResult =
  | SignedIn
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'expired' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number }

const accountBucket = (admin: PendingAdmin) => `admin-second-step:account:${admin.id}`

/**
 * Takes one attempt from the account's second-step allowance, which slows down as password
 * failures do. Only someone who knows the password reaches it, so it counts per account.
 */
async function reserveSecondStep(admin: PendingAdmin, address: string): Promise<SecondStepResult | null> {
  const bucket = accountBucket(admin)
  const result = await hitProgressiveLimit(bucket, SIGN_IN_SLOW_DOWN)
  if (result.allowed) return null
  const window = Math.floor(Date.now() / (SIGN_IN_SLOW_DOWN.firstWaitSeconds * 1000))
  await recordRepeatedAudit(
    { actorEmail: admin.email, action: 'login.throttled', detail: `Second step refused: too many failures for this account (from ${address})` },
    `login.throttled:${await storedBucket(bucket)}:${window}`,
  )
  return { ok: false, reason: 'throttled', retryAfterSeconds: result.retryAfterSeconds }
}

async function refused(admin: PendingAdmin, address: string, what: string): Promise<SecondStepResult> {
  await recordAudit({ actorEmail: admin.email, action: 'login.failed', detail: `${what} (from ${address})` })
  return { ok: false, reason: 'invalid' }
}

/**
 * The second step with a code: a six-digit code from the authenticator app, or else a recovery
 * code. The pending sign-in is held first, then the code and it are used up in one transaction: a
 * code is spent only by the sign-in it completes, and a second attempt on the same pending sign-in
 * waits, then finds it gone and spends nothing.
 */
export async function secondStepWithCode(pendingToken: string | null, code: string, client: SignInClient): Promise<SecondStepResult> {
  const admin = await pendingAdmin(pendingToken)
  if (!admin || !pendingToken) return { ok: false, reason: 'expired' }
  const throttled = await reserveSecondStep(admin, client.address)
  if (throttled) return throttled

  const typed = code.trim()
  const kind = /^\d{6}$/.test(typed) ? 'totp' : looksLikeRecoveryCode(typed) ? 'recovery' : null
  if (!kind) return refused(admin, client.address, 'Wrong second-step code')
  const outcome = await sql().begin(async (tx) => {
    if (!(await holdPendingSignIn(pendingToken, admin.id, tx))) return 'expired'
    const accepted = kind === 'totp' ? await spendTotpCode(admin.id, typed, true, tx) : await spendRecoveryCode(admin.id, typed, tx)
    if (!accepted) return 'wrong'
    await consumePendingSignIn(pendingToken, admin.id, tx)
    if (kind === 'recovery') {
      const left = await recoveryCodesLeft(admin.id, tx)
      await queueAccountNotice(tx, admin.email, `A recovery code was used to sign in; ${left} of them are left`)
    }
    return 'accepted'
  })
  if (outcome === 'expired') return { ok: false, reason: 'expired' }
  if (outcome === 'wrong') return refused(admin, client.address, kind === 'totp' ? 'Wrong authenticator code' : 'Wrong recovery code')
  await clearRateLimit(accountBucket(admin))
  return completeSignIn(
    admin,
    client,
    kind === 'totp' ? 'Signed in with a password and an authenticator code' : 'Signed in with a password and a recovery code',
  )
}

/** The second step with one of the admin's own passkeys. */
export async function secondStepWithPasskey(
  pendingToken: string | null,
  response: AuthenticationResponseJSON,
  client: SignInClient,
): Promise<SecondStepResult> {
  const admin = await pendingAdmin(pendingToken)
  if (!admin || !pendingToken) return { ok: false, reason: 'expired' }
  const throttled = await reserveSecondStep(admin, client.address)
  if (throttled) return throttled
  try {
    await verifyPasskey(response, 'second-step', admin.id)
  } catch (error) {
    if (error instanceof PasskeyRefused) return refused(admin, client.address, `Passkey refused: ${error.message}`)
    throw error
  }
  if (!(await consumePendingSignIn(pendingToken, admin.id, sql()))) return { ok: false, reason: 'expired' }
  await clearRateLimit(accountBucket(admin))
  return completeSignIn(admin, client, 'Signed in with a password and a passkey')
}

/** Sign-in with a passkey alone (user verification required). Failures slow down per address, as passwords do. */
export async function signInWithPasskey(response: AuthenticationResponseJSON, client: SignInClient): Promise<SecondStepResult> {
  const bucket = addressBucket('admin-passkey:address', client.address)
  const result = await hitProgressiveLimit(bucket, SIGN_IN_SLOW_DOWN)
  if (!result.allowed) return { ok: false, reason: 'throttled', retryAfterSeconds: result.retryAfterSeconds }
  try {
    const admin = await verifyPasskey(response, 'sign-in', null)
    await returnRateLimitHit(bucket)
    return completeSignIn(admin, client, 'Signed in with a passkey')
  } catch (error) {
    if (!(error instanceof PasskeyRefused)) throw error
    await recordAudit({ actorEmail: null, action: 'login.failed', detail: `Passkey refused: ${error.message} (from ${client.address})` })
    return { ok: false, reason: 'invalid' }
  }
}
