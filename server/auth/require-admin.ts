import { errorResponse } from '../http.ts'
import { readSessionToken } from './cookie.ts'
import { validateSessionToken, type Session, type SessionAdmin } from './session.ts'

/** The session behind the request's cookie, or null. */
export async function currentSession(request: Request): Promise<Session | null> {
  const token = readSessionToken(request)
  return token ? validateSessionToken(token) : null
}

/** The signed-in admin, or null when the request carries no valid session. */
export async function currentAdmin(request: Request): Promise<SessionAdmin | null> {
  const session = await currentSession(request)
  return session ? { id: session.admin.id, email: session.admin.email } : null
}

export function notSignedInResponse(): Response {
  return errorResponse(401, 'Not signed in', undefined, { headers: { 'Cache-Control': 'no-store' } })
}

/**
 * For every admin route: the signed-in admin, or a 401 Response to return as it is.
 *   const admin = await requireAdmin(request)
 *   if (admin instanceof Response) return admin
 */
export async function requireAdmin(request: Request): Promise<SessionAdmin | Response> {
  return (await currentAdmin(request)) ?? notSignedInResponse()
}
