import { isHttps } from '../env.ts'

const BASE_NAME = 'admin_session'

/** On https the `__Host-` prefix binds the cookie to this exact origin (Secure, Path=/, no Domain). */
export function sessionCookieName(https = isHttps()): string {
  return https ? `__Host-${BASE_NAME}` : BASE_NAME
}

function attributes(https: boolean, maxAgeSeconds: number): string[] {
  return ['HttpOnly', 'SameSite=Lax', 'Path=/', `Max-Age=${maxAgeSeconds}`, ...(https ? ['Secure'] : [])]
}

export function sessionCookie(token: string, expiresAt: Date, https = isHttps()): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000))
  return [`${sessionCookieName(https)}=${token}`, ...attributes(https, maxAge)].join('; ')
}

export function clearedSessionCookie(https = isHttps()): string {
  return [`${sessionCookieName(https)}=`, ...attributes(https, 0)].join('; ')
}

export function readSessionToken(request: Request, https = isHttps()): string | null {
  const header = request.headers.get('Cookie')
  if (!header) return null
  const name = sessionCookieName(https)
  for (const part of header.split(/;\s*/)) {
    const separator = part.indexOf('=')
    if (separator > 0 && part.slice(0, separator) === name) return part.slice(separator + 1) || null
  }
  return null
}
