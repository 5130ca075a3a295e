import { cookieName, readCookie, siteCookie } from '../http/cookies.ts'
import { isHttps } from '../env.ts'
import { PENDING_SIGN_IN_SECONDS } from './pending-sign-in.ts'

const BASE_NAME = 'admin_pending'

/** The cookie that carries a password-accepted sign-in to its second step: HttpOnly, five minutes, not a session. */
export function pendingSignInCookie(token: string, https = isHttps()): string {
  return siteCookie(cookieName(BASE_NAME, https), token, PENDING_SIGN_IN_SECONDS, https)
}

export function clearedPendingSignInCookie(https = isHttps()): string {
  return siteCookie(cookieName(BASE_NAME, https), '', 0, https)
}

export function readPendingSignInToken(request: Request, https = isHttps()): string | null {
  return readCookie(request.headers.get('Cookie'), cookieName(BASE_NAME, https))
}
