import { invitationSchema, LAST_ADMINISTRATOR_MESSAGE } from '../../app/lib/admin/administrators.ts'
import { isUuid } from '../../app/lib/site/uuid.ts'
import type { SessionAdmin } from '../auth/session.ts'
import { Conflict, NotFound } from '../errors.ts'
import { json } from '../http/responses.ts'
import { parseJsonRequest } from '../http/validate.ts'
import { ownNameSchema } from '../../app/lib/admin/own-account.ts'
import { administratorsOverview, removeAdministrator, renameAdministrator } from './administrators.ts'
import { inviteAdministrator, resendInvitation, withdrawInvitation } from './invitations.ts'

const INVITE_BODY_LIMIT = 1024
const NAME_BODY_LIMIT = 1024
const NO_STORE = { headers: { 'Cache-Control': 'no-store' } }
const INVITATION_NOT_FOUND = 'Invitation not found: it may have been accepted or withdrawn'

const ADMINISTRATOR_NOT_FOUND = 'Administrator not found'

/** An id from the path; one that cannot be an id finds nothing, like an unknown one (decision 045). */
function readId(id: string, notFound: string): string {
  if (!isUuid(id)) throw new NotFound(notFound)
  return id
}

/** GET /api/admin/administrators: the administrators and the open invitations. */
export async function handleListAdministrators(admin: SessionAdmin): Promise<Response> {
  return json(await administratorsOverview(admin), NO_STORE)
}

/** POST /api/admin/invitations with `{ email }`: invites (or invites again) an address. */
export async function handleInvite(request: Request, admin: SessionAdmin): Promise<Response> {
  const { email } = await parseJsonRequest(request, invitationSchema, INVITE_BODY_LIMIT)
  const result = await inviteAdministrator(email, admin)
  if (!result.ok) throw new Conflict(`${email} is already an administrator`)
  return json({ id: result.id, renewed: result.renewed }, { status: result.renewed ? 200 : 201 })
}

/** POST /api/admin/invitations/{id}/resend: a new link, valid for another 72 hours. */
export async function handleResendInvitation(rawId: string, admin: SessionAdmin): Promise<Response> {
  if (!(await resendInvitation(readId(rawId, INVITATION_NOT_FOUND), admin))) throw new NotFound(INVITATION_NOT_FOUND)
  return json({ success: true })
}

/** DELETE /api/admin/invitations/{id}: the link stops working. */
export async function handleWithdrawInvitation(rawId: string, admin: SessionAdmin): Promise<Response> {
  if (!(await withdrawInvitation(readId(rawId, INVITATION_NOT_FOUND), admin))) throw new NotFound(INVITATION_NOT_FOUND)
  return json({ success: true })
}

/** DELETE /api/admin/administrators/{id}: removes them and ends their sessions; 409 for the last one. */
export async function handleRemoveAdministrator(rawId: string, admin: SessionAdmin): Promise<Response> {
  const result = await removeAdministrator(readId(rawId, ADMINISTRATOR_NOT_FOUND), admin)
  if (result.ok) return json({ success: true, endedSessions: result.endedSessions })
  throw result.reason === 'last' ? new Conflict(LAST_ADMINISTRATOR_MESSAGE) : new NotFound(ADMINISTRATOR_NOT_FOUND)
}

/** PUT /api/admin/account/name with `{ name }`: the signed-in admin's own name. */
export async function handleRenameSelf(request: Request, admin: SessionAdmin): Promise<Response> {
  const { name } = await parseJsonRequest(request, ownNameSchema, NAME_BODY_LIMIT)
  await renameAdministrator(admin, name)
  return json({ name })
}
