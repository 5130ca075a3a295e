import * as v from 'valibot'
import { acceptInvitationSchema, forgotPasswordSchema, resetPasswordSchema } from '../../app/lib/admin/administrators.ts'
import type { LinkFieldError, LinkRefusalCode } from '../../app/lib/admin/account-page-search.ts'
import { minutesToWait } from '../auth/sign-in.ts'
import { sessionCookie } from '../auth/cookie.ts'
import { pendingSignInCookie } from '../auth/pending-cookie.ts'
import { currentSession } from '../auth/require-admin.ts'
import { deleteSession, type NewSession } from '../auth/session.ts'
import { clientAddress, seeOther } from '../http/responses.ts'
import { readFormFields } from '../http/request-body.ts'
import { parseLinkToken } from './link-token.ts'
import { acceptInvitation } from './invitations.ts'
import { allowResetRequest, resetPassword, sendResetLink } from './recovery.ts'

const FORM_BODY_LIMIT = 8 * 1024

/** The link pages' token must not leave in a Referer from the page a 303 leads to. */
const NO_REFERRER = { 'Referrer-Policy': 'no-referrer' }

/** What a link page is given back with a field to correct: its token, and the invitation's name as typed (WCAG 3.3.7). */
type KeptFields = { token: string; name?: string }

/** Back to a link page: with the field to correct and what was kept, or without the token once the link is refused. */
function backToLinkPage(page: string, error: LinkFieldError | LinkRefusalCode, kept?: KeptFields): Response {
  const search = new URLSearchParams(kept ? { token: kept.token, error } : { error })
  if (kept?.name?.trim()) search.set('name', kept.name)
  return seeOther(`${page}?${search}`, NO_REFERRER)
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
  if (!parseLinkToken(form.token)) return backToLinkPage(page, 'unknown')
  const kept = { token: form.token, name: form.name }
  const parsed = v.safeParse(acceptInvitationSchema, form)
  if (!parsed.success) return backToLinkPage(page, fieldProblem(parsed.issues, ['name', 'password']), kept)
  if (parsed.output.password !== parsed.output.confirm) return backToLinkPage(page, 'mismatch', kept)
  const result = await acceptInvitation(parsed.output.token, parsed.output, clientAddress(request))
  if (result.ok) return intoDashboard(request, result.newSession)
  if ('guessable' in result) return backToLinkPage(page, result.guessable, kept)
  return backToLinkPage(page, result.reason)
}

/** POST /admin/reset-password: a new password from an e-mailed link; every other session ends. */
export async function resetPasswordFormResponse(request: Request): Promise<Response> {
  const page = '/admin/reset-password'
  const form = await readFormFields(request, FORM_BODY_LIMIT, ['token', 'password', 'confirm'])
  if (!parseLinkToken(form.token)) return backToLinkPage(page, 'unknown')
  const kept = { token: form.token }
  const parsed = v.safeParse(resetPasswordSchema, form)
  if (!parsed.success) return backToLinkPage(page, 'password', kept)
  if (parsed.output.password !== parsed.output.confirm) return backToLinkPage(page, 'mismatch', kept)
  const result = await resetPassword(parsed.output.token, parsed.output.password, clientAddress(request))
  if (result.ok && 'pendingToken' in result) return seeOther('/admin/second-factor', { ...NO_REFERRER, 'Set-Cookie': pendingSignInCookie(result.pendingToken) })
  if (result.ok) return intoDashboard(request, result.newSession)
  if ('guessable' in result) return backToLinkPage(page, result.guessable, kept)
  return backToLinkPage(page, result.reason)
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
