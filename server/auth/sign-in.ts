import { clientAddress, errorResponse, json } from '../http.ts'
import { clearedSessionCookie, sessionCookie } from './cookie.ts'
import { attemptLogin, INVALID_LOGIN_MESSAGE, logout, throttledMessage, type LoginResult } from './login.ts'
import { currentSession } from './require-admin.ts'
import { deleteSession, type NewSession } from './session.ts'

/** Signs in from an HTTP request. A session the browser already held is ended: each sign-in gets a new one. */
export async function signIn(request: Request, credentials: { email: string; password: string }): Promise<LoginResult> {
  const result = await attemptLogin(credentials, clientAddress(request))
  if (result.ok) {
    const previous = await currentSession(request)
    if (previous) await deleteSession(previous.id)
  }
  return result
}

export function setSessionCookieHeaders(newSession: NewSession): HeadersInit {
  return { 'Set-Cookie': sessionCookie(newSession.token, newSession.latestEnd) }
}

/** The JSON answer of POST /api/admin/login. */
export function loginResponse(result: LoginResult): Response {
  if (result.ok) return json({ success: true }, { headers: setSessionCookieHeaders(result.newSession) })
  if (result.reason === 'throttled') {
    return errorResponse(429, throttledMessage(result.retryAfterSeconds), undefined, { headers: { 'Retry-After': String(result.retryAfterSeconds) } })
  }
  return errorResponse(401, INVALID_LOGIN_MESSAGE)
}

/** Ends the request's session, if any, and clears the cookie. */
export async function signOut(request: Request): Promise<Response> {
  const session = await currentSession(request)
  if (session) await logout(session, clientAddress(request))
  return json({ success: true }, { headers: { 'Set-Cookie': clearedSessionCookie() } })
}
