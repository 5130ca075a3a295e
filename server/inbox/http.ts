import * as v from 'valibot'
import type { SessionAdmin } from '../auth/session.ts'
import { BadRequest, NotFound } from '../errors.ts'
import { json, queryReader } from '../http/responses.ts'
import { parseJsonRequest } from '../http/validate.ts'
import { deleteInboxSubmission, listInboxSubmissions, moveToInbox, retryFailedDelivery, setSubmissionHandled, type InboxQuery } from './submissions.ts'
import { env } from '../env.ts'
import { FORM_TYPES } from '../../app/lib/forms/forms.ts'
import { INBOX_MAX_PAGE_SIZE, INBOX_PAGE_SIZE } from '../../app/lib/forms/inbox.ts'
import { isUuid } from '../../app/lib/site/uuid.ts'

const HANDLED_BODY_LIMIT = 1024
const MESSAGE_NOT_FOUND = 'Message not found'
const NO_STORE = { headers: { 'Cache-Control': 'no-store' } }

/** GET /api/admin/submissions: stored submissions, newest first, with the delivery of their e-mails. */
export async function handleListSubmissions(request: Request): Promise<Response> {
  return json(await listInboxSubmissions(readInboxQuery(new URL(request.url))), NO_STORE)
}

/** PATCH /api/admin/submissions/{id} with `{ handled }`. */
export async function handleSetHandled(request: Request, rawId: string, admin: SessionAdmin): Promise<Response> {
  const id = readSubmissionId(rawId)
  const body = await parseJsonRequest(request, handledSchema, HANDLED_BODY_LIMIT)
  if (!(await setSubmissionHandled(id, body.handled, admin.email))) throw new NotFound(MESSAGE_NOT_FOUND)
  return json({ id, handled: body.handled })
}

/** DELETE /api/admin/submissions/{id}: the submission and its e-mails. */
export async function handleDeleteSubmission(rawId: string, admin: SessionAdmin): Promise<Response> {
  const id = readSubmissionId(rawId)
  if (!(await deleteInboxSubmission(id, admin.email))) throw new NotFound(MESSAGE_NOT_FOUND)
  return json({ success: true })
}

/** POST /api/admin/submissions/{id}/retry: the submission's failed e-mails go back in the queue. */
export async function handleRetrySubmission(rawId: string, admin: SessionAdmin): Promise<Response> {
  const id = readSubmissionId(rawId)
  const requeued = await retryFailedDelivery(id, admin.email)
  if (requeued === null) throw new NotFound(MESSAGE_NOT_FOUND)
  return json({ requeued })
}

/** POST /api/admin/messages/{id}/move-to-inbox: a submission set aside joins Messages, and its e-mail is sent. */
export async function handleMoveToInbox(rawId: string, admin: SessionAdmin): Promise<Response> {
  const id = readSubmissionId(rawId)
  if (!(await moveToInbox(id, admin.email, env().NOTIFY_EMAIL_FALLBACK))) throw new NotFound(MESSAGE_NOT_FOUND)
  return json({ success: true })
}

/** The inbox's query string, checked: the query to run, or a BadRequest thrown naming each bad parameter. */
function readInboxQuery(url: URL): InboxQuery {
  const { details, one } = queryReader(url, ['form_type', 'spam', 'limit', 'before'])

  const formType = one('form_type')
  if (formType && !v.is(v.picklist(FORM_TYPES), formType)) details.form_type = `expected one of ${FORM_TYPES.join(', ')}`
  const spam = one('spam') ?? 'false'
  if (spam !== 'true' && spam !== 'false') details.spam = 'expected true or false'
  const limitText = one('limit') ?? String(INBOX_PAGE_SIZE)
  const limit = /^\d{1,3}$/.test(limitText) ? Number(limitText) : Number.NaN
  if (!(limit >= 1 && limit <= INBOX_MAX_PAGE_SIZE)) details.limit = `expected a whole number from 1 to ${INBOX_MAX_PAGE_SIZE}`
  const before = one('before')
  if (before !== undefined && !isUuid(before)) details.before = 'expected the id of a message'

  if (Object.keys(details).length > 0) throw new BadRequest('Invalid query', 400, details)
  return { formType: (formType || undefined) as InboxQuery['formType'], spam: spam === 'true', limit, before }
}

/** A submission id from the path; one that cannot be an id finds nothing, like an unknown one (decision 045). */
function readSubmissionId(id: string): string {
  if (!isUuid(id)) throw new NotFound(MESSAGE_NOT_FOUND)
  return id.toLowerCase()
}

const handledSchema = v.strictObject({ handled: v.boolean('expected true or false') })
