import type { AuthenticationResponseJSON } from '@simplewebauthn/server'
import { passkeyAssertionSchema } from '../../app/lib/admin/second-factor.ts'
import { SIGN_IN_EXPIRED_MESSAGE, throttledSignInMessage } from '../../app/lib/admin/sign-in.ts'
import { NotSignedIn, TooManyRequests } from '../errors.ts'
import { clientAddress, json, seeOther } from '../http/responses.ts'
import { readFormFields } from '../http/request-body.ts'
import { addressBucket, hitRateLimit } from '../security/rate-limit.ts'
import { parseJsonRequest } from '../http/validate.ts'
import { readDeviceToken } from '../auth/cookie.ts'
import { adminFactors } from '../auth/factors.ts'
import { signedInCookies } from '../auth/http.ts'
import { authenticationOptions } from './passkeys.ts'
import { clearedPendingSignInCookie, readPendingSignInToken } from '../auth/pending-cookie.ts'
import { pendingAdmin } from '../auth/pending-sign-in.ts'
import { currentSession } from '../auth/require-admin.ts'
import { type SecondStepResult, secondStepWithCode, secondStepWithPasskey, signInWithPasskey } from './second-factor.ts'
import { deleteSession } from '../auth/session.ts'
import { minutesToWait } from '../auth/sign-in.ts'
import type { SignInClient } from '../auth/trusted-sign-in.ts'

const FORM_BODY_LIMIT = 4 * 1024
const ASSERTION_LIMIT = 32 * 1024

function clientOf(request: Request): SignInClient {
  return { address: clientAddress(request), deviceToken: readDeviceToken(request) }
}

/** Ends a session the browser already held, so each sign-in has a fresh one. */
export async function endPreviousSession(request: Request): Promise<void> {
  const previous = await currentSession(request)
  if (previous) await deleteSession(previous.id)
}

/** What /admin/second-factor shows: which ways the waiting admin has, or null when there is no live pending sign-in. */
export async function secondStepChoices(request: Request): Promise<{ totp: boolean; passkeys: boolean } | null> {
  const admin = await pendingAdmin(readPendingSignInToken(request))
  if (!admin) return null
  const factors = await adminFactors(admin.id)
  return { totp: factors.totp, passkeys: factors.passkeys > 0 }
}

/** The code form posted (with or without JavaScript): 303 to the dashboard, or back saying why. */
export async function secondStepFormResponse(request: Request): Promise<Response> {
  const code = (await readFormFields(request, FORM_BODY_LIMIT, ['code'])).code.slice(0, 100)
  if (!code.trim()) return seeOther('/admin/second-factor?error=code')
  const result = await secondStepWithCode(readPendingSignInToken(request), code, clientOf(request))
  if (result.ok) {
    await endPreviousSession(request)
    const headers = signedInCookies(result)
    headers.append('Set-Cookie', clearedPendingSignInCookie())
    return seeOther(result.next, headers)
  }
  if (result.reason === 'expired') return seeOther('/admin?error=expired', new Headers({ 'Set-Cookie': clearedPendingSignInCookie() }))
  if (result.reason === 'throttled') return seeOther(`/admin/second-factor?error=throttled&minutes=${minutesToWait(result.retryAfterSeconds)}`)
  return seeOther('/admin/second-factor?error=invalid')
}

/** The JSON answer of a passkey sign-in or second step. */
async function passkeyResultResponse(request: Request, result: SecondStepResult): Promise<Response> {
  if (result.ok) {
    await endPreviousSession(request)
    const headers = signedInCookies(result)
    headers.append('Set-Cookie', clearedPendingSignInCookie())
    return json({ success: true, next: result.next }, { headers })
  }
  if (result.reason === 'expired') throw new NotSignedIn(SIGN_IN_EXPIRED_MESSAGE, { 'Set-Cookie': clearedPendingSignInCookie() })
  if (result.reason === 'throttled') throw new TooManyRequests(throttledSignInMessage(minutesToWait(result.retryAfterSeconds)), result.retryAfterSeconds)
  throw new NotSignedIn('That passkey was not accepted. Please try again or use another way.')
}

async function readAssertion(request: Request): Promise<AuthenticationResponseJSON> {
  const { response } = await parseJsonRequest(request, passkeyAssertionSchema, ASSERTION_LIMIT)
  return response as unknown as AuthenticationResponseJSON
}

/** Challenges a stranger may ask for per address in 10 minutes: each is a row, until it expires. */
const CHALLENGES_PER_ADDRESS = 30

/** Counts a challenge asked for by someone not signed in; once this address has asked for too many, a 429 thrown. */
export async function spendChallengeBudget(request: Request): Promise<void> {
  const limit = await hitRateLimit(addressBucket('admin-passkey-options', clientAddress(request)), CHALLENGES_PER_ADDRESS, 600)
  if (!limit.allowed) throw new TooManyRequests('Too many passkey attempts. Please wait a few minutes.', limit.retryAfterSeconds)
}

/** POST /api/admin/passkey-sign-in/options: a challenge for any discoverable passkey. */
export async function passkeySignInOptionsResponse(request: Request): Promise<Response> {
  await spendChallengeBudget(request)
  return json(await authenticationOptions('sign-in', null))
}

export async function passkeySignInResponse(request: Request): Promise<Response> {
  return passkeyResultResponse(request, await signInWithPasskey(await readAssertion(request), clientOf(request)))
}

/** POST /api/admin/second-factor/options: a challenge for the waiting admin's own passkeys. */
export async function secondStepOptionsResponse(request: Request): Promise<Response> {
  const admin = await pendingAdmin(readPendingSignInToken(request))
  if (!admin) throw new NotSignedIn(SIGN_IN_EXPIRED_MESSAGE)
  return json(await authenticationOptions('second-step', admin.id))
}

export async function secondStepPasskeyResponse(request: Request): Promise<Response> {
  const response = await readAssertion(request)
  return passkeyResultResponse(request, await secondStepWithPasskey(readPendingSignInToken(request), response, clientOf(request)))
}
