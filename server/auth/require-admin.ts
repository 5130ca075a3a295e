import { createMiddleware } from '@tanstack/react-start'
import { Forbidden, NotSignedIn } from '../errors.ts'
import { discardBody } from '../http/request-body.ts'
import { describeBrowser } from './browser-description.ts'
import { readSessionToken } from './cookie.ts'
import { mustSetUpSecondFactor } from './factors.ts'
import { validateSessionToken, type Session, type SessionAdmin } from './session.ts'

/** The session behind the request's cookie, or null. */
export async function currentSession(request: Request): Promise<Session | null> {
  const token = readSessionToken(request)
  return token ? validateSessionToken(token, describeBrowser(request.headers.get('User-Agent'))) : null
}

/** The signed-in admin, or null when the request carries no valid session. */
export async function currentAdmin(request: Request): Promise<SessionAdmin | null> {
  const session = await currentSession(request)
  return session ? { id: session.admin.id, email: session.admin.email } : null
}

/**
 * The signed-in admin who may see what only administrators see (drafts in a preview), with the same
 * gate as `requireAdmin`: null without a session, and while a required second factor is not set up.
 */
export async function admittedAdmin(request: Request): Promise<SessionAdmin | null> {
  const admin = await currentAdmin(request)
  if (!admin || (await mustSetUpSecondFactor(admin.id))) return null
  return admin
}

const NO_STORE = { 'Cache-Control': 'no-store' }

function notSignedIn(): NotSignedIn {
  return new NotSignedIn('Not signed in', NO_STORE)
}

/**
 * The boundary of every admin endpoint: the signed-in admin goes on in `context.admin` (and the
 * session in `context.session`); anyone
 * else gets NotSignedIn (a 401) thrown, with the body they sent left unread. Listed on each admin method,
 * since a route's own middleware would also guard the public routes below it (decision 022).
 */
export const requireAdmin = createMiddleware().server(async ({ request, next }) => {
  const session = await currentSession(request)
  if (!session) {
    discardBody(request)
    throw notSignedIn()
  }
  const admin: SessionAdmin = { id: session.admin.id, email: session.admin.email }
  if (await mustSetUpSecondFactor(admin.id)) {
    discardBody(request)
    throw new Forbidden(SET_UP_SECOND_FACTOR_FIRST, undefined, NO_STORE)
  }
  return next({ context: { admin, session } })
})

export const SET_UP_SECOND_FACTOR_FIRST = 'Set up a passkey or an authenticator app on your account page first'

/** The boundary of the admin's own account endpoints: signed in, even before a required second factor is set up. */
export const requireAdminSession = createMiddleware().server(async ({ request, next }) => {
  const session = await currentSession(request)
  if (!session) {
    discardBody(request)
    throw notSignedIn()
  }
  return next({ context: { admin: session.admin, session } })
})
