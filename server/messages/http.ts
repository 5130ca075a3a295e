import { requireAdmin } from '../auth/require-admin.ts'
import { errorResponse, json } from '../http.ts'
import { parseJsonRequest } from '../validate.ts'
import { deleteInboxMessage, listInboxMessages, retryFailedDelivery, setMessageHandled } from './inbox.ts'
import { handledSchema, readInboxQuery, readMessageId } from './requests.ts'

const HANDLED_BODY_LIMIT = 1024
const MESSAGE_NOT_FOUND = 'Message not found'
const NO_STORE = { headers: { 'Cache-Control': 'no-store' } }

/** GET /api/admin/messages: stored submissions, newest first, with the delivery of their e-mails. */
export async function handleListMessages(request: Request): Promise<Response> {
  const admin = await requireAdmin(request)
  if (admin instanceof Response) return admin
  const query = readInboxQuery(new URL(request.url))
  if (query instanceof Response) return query
  return json(await listInboxMessages(query), NO_STORE)
}

/** PATCH /api/admin/messages/{id} with `{ handled }`. */
export async function handleSetHandled(request: Request, rawId: string): Promise<Response> {
  const admin = await requireAdmin(request)
  if (admin instanceof Response) return admin
  const id = readMessageId(rawId)
  if (id instanceof Response) return id
  const body = await parseJsonRequest(request, handledSchema, HANDLED_BODY_LIMIT)
  if (body instanceof Response) return body
  const updated = await setMessageHandled(id, body.handled, admin.email)
  return updated ? json({ id, handled: body.handled }) : errorResponse(404, MESSAGE_NOT_FOUND)
}

/** DELETE /api/admin/messages/{id}: the submission and its e-mails. */
export async function handleDeleteMessage(request: Request, rawId: string): Promise<Response> {
  const admin = await requireAdmin(request)
  if (admin instanceof Response) return admin
  const id = readMessageId(rawId)
  if (id instanceof Response) return id
  return (await deleteInboxMessage(id, admin.email)) ? json({ success: true }) : errorResponse(404, MESSAGE_NOT_FOUND)
}

/** POST /api/admin/messages/{id}/retry: the message's failed e-mails go back in the queue. */
export async function handleRetryMessage(request: Request, rawId: string): Promise<Response> {
  const admin = await requireAdmin(request)
  if (admin instanceof Response) return admin
  const id = readMessageId(rawId)
  if (id instanceof Response) return id
  const requeued = await retryFailedDelivery(id, admin.email)
  return requeued === null ? errorResponse(404, MESSAGE_NOT_FOUND) : json({ requeued })
}
