import * as v from 'valibot'
import { INVALID_SIGN_IN_MESSAGE, throttledSignInMessage } from '../../app/lib/admin/sign-in.ts'
import type { SignInErrorCode } from '../../app/lib/admin/sign-in-search.ts'
import { adminSignInSchema } from '../../app/lib/admin/sign-in-schema.ts'
import { NotSignedIn, TooManyRequests } from '../errors.ts'
import { clientAddress, json, seeOther } from '../http/responses.ts'
import { readFormFields } from '../http/request-body.ts'
import { clearedSessionCookie, deviceCookie, readDeviceToken, sessionCookie } from './cookie.ts'
import { pendingSignInCookie } from './pending-cookie.ts'
import { attemptSignIn, signOutSession, minutesToWait, type SignedIn, type SignInResult } from './sign-in.ts'
import { currentSession } from './require-admin.ts'
import { deleteSession } from './session.ts'

const FORM_BODY_LIMIT = 8 * 1024

/** Signs in from an HTTP request. A session the browser already held is ended: each sign-in gets a new one. */
export async function signIn(request: Request, credentials: { email: string; password: string }): Promise<SignInResult> {
  const result = await attemptSignIn(credentials, clientAddress(request), readDeviceToken(request))
  if (result.ok) {
    const previous = await currentSession(request)
    if (previous) await deleteSession(previous.id)
  }
  return result
}

/** The session's cookie and the cookie that makes this browser a known device at the next sign-in. */
export function signedInCookies(result: SignedIn): Headers {
  const headers = new Headers()
  headers.append('Set-Cookie', sessionCookie(result.newSession.token, result.newSession.latestEnd))
  headers.append('Set-Cookie', deviceCookie(result.deviceToken))
  return headers
}

/** The JSON answer of POST /api/admin/login. */
export function signInResponse(result: SignInResult): Response {
  if (result.ok) return json({ success: true, next: result.next }, { headers: signedInCookies(result) })
  if (result.reason === 'second-step') {
    return json({ success: true, next: '/admin/second-factor' }, { headers: { 'Set-Cookie': pendingSignInCookie(result.pendingToken) } })
  }
  if (result.reason === 'throttled') throw new TooManyRequests(throttledSignInMessage(minutesToWait(result.retryAfterSeconds)), result.retryAfterSeconds)
  throw new NotSignedIn(INVALID_SIGN_IN_MESSAGE)
}

function backToSignIn(error: SignInErrorCode, minutes?: number): Response {
  const search = new URLSearchParams({ error, ...(minutes ? { minutes: String(minutes) } : {}) })
  return seeOther(`/admin?${search}`)
}

/** The login form posted without JavaScript: 303 to the dashboard, or back to /admin saying why. */
export async function formSignInResponse(request: Request): Promise<Response> {
  const parsed = v.safeParse(adminSignInSchema, await readFormFields(request, FORM_BODY_LIMIT, ['email', 'password']))
  if (!parsed.success) {
    return backToSignIn(parsed.issues.some((issue) => v.getDotPath(issue) === 'email') ? 'email' : 'password')
  }
  const result = await signIn(request, parsed.output)
  if (result.ok) return seeOther(result.next, signedInCookies(result))
  if (result.reason === 'second-step') return seeOther('/admin/second-factor', new Headers({ 'Set-Cookie': pendingSignInCookie(result.pendingToken) }))
  if (result.reason === 'throttled') return backToSignIn('throttled', minutesToWait(result.retryAfterSeconds))
  return backToSignIn('invalid')
}

/** Ends the request's session, if any, and clears the cookie. */
export async function signOut(request: Request): Promise<Response> {
  const session = await currentSession(request)
  if (session) await signOutSession(session, clientAddress(request))
  return json({ success: true }, { headers: { 'Set-Cookie': clearedSessionCookie() } })
}
