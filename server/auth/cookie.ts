import { cookieName, readCookie, siteCookie } from '../http/cookies.ts'
import { isHttps } from '../env.ts'
import { KNOWN_DEVICE_DAYS } from './trusted-sign-in.ts'

const BASE_NAME = 'admin_session'

export function sessionCookieName(https = isHttps()): string {
  return cookieName(BASE_NAME, https)
}

export function sessionCookie(token: string, expiresAt: Date, https = isHttps()): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000))
  return siteCookie(sessionCookieName(https), token, maxAge, https)
}

export function clearedSessionCookie(https = isHttps()): string {
  return siteCookie(sessionCookieName(https), '', 0, https)
}

export function readSessionToken(request: Request, https = isHttps()): string | null {
  return readCookie(request.headers.get('Cookie'), sessionCookieName(https))
}

const DEVICE_BASE_NAME = 'admin_device'

/** The cookie that tells sign-in this browser has signed in before: a random token, nothing else. */
export function deviceCookie(token: string, https = isHttps()): string {
  return siteCookie(cookieName(DEVICE_BASE_NAME, https), token, KNOWN_DEVICE_DAYS * 24 * 60 * 60, https)
}

export function readDeviceToken(request: Request, https = isHttps()): string | null {
  return readCookie(request.headers.get('Cookie'), cookieName(DEVICE_BASE_NAME, https))
}
