import { isHttps } from '../env.ts'

/** On https the `__Host-` prefix binds a cookie to this exact origin (Secure, Path=/, no Domain). */
export function cookieName(baseName: string, https = isHttps()): string {
  return https ? `__Host-${baseName}` : baseName
}

/** A Set-Cookie value for one of the site's own cookies: HttpOnly, SameSite=Lax, the whole site, Secure on https. */
export function siteCookie(name: string, value: string, maxAgeSeconds: number, https = isHttps()): string {
  return [`${name}=${value}`, 'HttpOnly', 'SameSite=Lax', 'Path=/', `Max-Age=${maxAgeSeconds}`, ...(https ? ['Secure'] : [])].join('; ')
}

/** The value of cookie `name` in a Cookie header, or null when it is absent or empty. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null
  for (const part of cookieHeader.split(/;\s*/)) {
    const separator = part.indexOf('=')
    if (separator > 0 && part.slice(0, separator) === name) return part.slice(separator + 1) || null
  }
  return null
}
