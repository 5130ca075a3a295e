import * as v from 'valibot'
import { acceptInvitationSchema, forgotPasswordSchema, resetPasswordSchema } from '../../app/lib/admin/administrators.ts'
import type { LinkFieldError, LinkRefusalCode } from '../../app/lib/admin/account-page-search.ts'
import { minutesToWait } from '../auth/sign-in.ts'
import { sessionCookie } from '../auth/cookie.ts'
import { pendingSignInCookie } from '../auth/pending-cookie.ts'
import { currentSession } from '../auth/require-admin.ts'
import { deleteSession, type NewSession } from '../auth/session.ts'
import { clientAddress, seeOther } from '../http.ts'
import { readFormFields } from '../request-body.ts'
import { parseLinkToken } from './link-token.ts'
import { acceptInvitation } from './invitations.ts'
import { allowResetRequest, resetPassword, sendResetLink } from './recovery.ts'

const FORM_BODY_LIMIT = 8 * 1024

/** The link pages' token must not leave in a Referer from the page a 303 leads to. */
const NO_REFERRER = { 'Referrer-Policy': 'no-referrer' }

/** Back to a link page: with the token and the field to correct, or without the token once it is refused. */
function backToLinkPage(page: string, token: string, error: LinkFieldError | LinkRefusalCode, refused = false): Response {
  return seeOther(`${page}?${new URLSearchParams(refused ? { error } : { token, error })}`, NO_REFERRER)
}

/** Signed in with a fresh session: any session this browser held before is ended. */
async function intoDashboard(request: Request, newSession: NewSession): Promise<Response> {
  const previous = await currentSession(request)
  if (previous && previous.id !== newSession.session.id) await deleteSession(previous.id)
  return seeOther('/admin/dashboard', { ...NO_REFERRER, 'Set-Cookie': sessionCookie(newSession.token, newSession.latestEnd) })
}

function fieldProblem(issues: v.BaseIssue<unknown>[], fields: LinkFieldError[]): LinkFieldError {
  const paths = issues.map((issue) => v.getDotPath(issue))
  return fields.find((field) => paths.includes(field)) ?? 'password'
}

/** POST /admin/invitation: name and password chosen, the invited person becomes an administrator and is signed in. */
export async function acceptInvitationFormResponse(request: Request): Promise<Response> {
  const page = '/admin/invitation'
  const form = await readFormFields(request, FORM_BODY_LIMIT, ['token', 'name', 'password', 'confirm'])
  if (!parseLinkToken(form.token)) return backToLinkPage(page, '', 'unknown', true)
  const parsed = v.safeParse(acceptInvitationSchema, form)
  if (!parsed.success) return backToLinkPage(page, form.token, fieldProblem(parsed.issues, ['name', 'password']))
  if (parsed.output.password !== parsed.output.confirm) return backToLinkPage(page, form.token, 'mismatch')
  const result = await acceptInvitation(parsed.output.token, parsed.output, clientAddress(request))
  if (result.ok) return intoDashboard(request, result.newSession)
  if ('guessable' in result) return backToLinkPage(page, form.token, result.guessable)
  return backToLinkPage(page, '', result.reason, true)
}

/** POST /admin/reset-password: a new password from an e-mailed link; every other session ends. */
export async function resetPasswordFormResponse(request: Request): Promise<Response> {
  const page = '/admin/reset-password'
  const form = await readFormFields(request, FORM_BODY_LIMIT, ['token', 'password', 'confirm'])
  if (!parseLinkToken(form.token)) return backToLinkPage(page, '', 'unknown', true)
  const parsed = v.safeParse(resetPasswordSchema, form)
  if (!parsed.success) return backToLinkPage(page, form.token, 'password')
  if (parsed.output.password !== parsed.output.confirm) return backToLinkPage(page, form.token, 'mismatch')
  const result = await resetPassword(parsed.output.token, parsed.output.password, clientAddress(request))
  if (result.ok && 'pendingToken' in result) return seeOther('/admin/second-factor', { ...NO_REFERRER, 'Set-Cookie': pendingSignInCookie(result.pendingToken) })
  if (result.ok) return intoDashboard(request, result.newSession)
  if ('guessable' in result) return backToLinkPage(page, form.token, result.guessable)
  return backToLinkPage(page, '', result.reason, true)
}

/**
 * POST /admin/forgot-password: the same answer whether or not the address belongs to anyone. The
 * link is made and queued after the answer, so the answer's timing says nothing either.
 */
export async function forgotPasswordFormResponse(request: Request): Promise<Response> {
  const page = '/admin/forgot-password'
  const parsed = v.safeParse(forgotPasswordSchema, await readFormFields(request, FORM_BODY_LIMIT, ['email']))
  if (!parsed.success) return seeOther(`${page}?error=email`, NO_REFERRER)
  const address = clientAddress(request)
  const allowed = await allowResetRequest(parsed.output.email, address)
  if (!allowed.ok)
    return seeOther(`${page}?${new URLSearchParams({ error: 'throttled', minutes: String(minutesToWait(allowed.retryAfterSeconds)) })}`, NO_REFERRER)
  sendResetLink(parsed.output.email, address).catch((error: unknown) => console.error('Sending a link to set a new password failed', error))
  return seeOther(`${page}?sent=true`, NO_REFERRER)
}
