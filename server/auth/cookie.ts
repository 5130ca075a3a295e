import { cookieName, readCookie, siteCookie } from '../cookies.ts'
import { isHttps } from '../env.ts'

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
