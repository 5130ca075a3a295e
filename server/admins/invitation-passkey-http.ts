import type { RegistrationResponseJSON } from '@simplewebauthn/server'
import { acceptInvitationWithPasskeySchema, invitationPasskeyOptionsSchema } from '../../app/lib/admin/administrators.ts'
import { LINK_FIELD_MESSAGES, LINK_REFUSAL_MESSAGES } from '../../app/lib/admin/account-pages.ts'
import { sessionCookie } from '../auth/cookie.ts'
import { PasskeyRefused } from '../second-factor/passkeys.ts'
import { endPreviousSession, spendChallengeBudget } from '../second-factor/http.ts'
import { BadRequest, Gone } from '../errors.ts'
import { clientAddress, json } from '../http/responses.ts'
import { parseJsonRequest } from '../http/validate.ts'
import { acceptInvitation, invitationPasskeyOptions } from './invitations.ts'
import type { LinkRefusal } from './link-token.ts'

const REGISTRATION_LIMIT = 32 * 1024

/** 410: the invitation can no longer be accepted; `details.refusal` names the page to show instead. */
function invitationRefused(refusal: LinkRefusal | 'taken'): Gone {
  return new Gone(refusal === 'taken' ? LINK_FIELD_MESSAGES.taken : LINK_REFUSAL_MESSAGES[refusal], { refusal })
}

/** POST /api/admin/invitation-passkey/options: a challenge to create a passkey, bound to this open invitation. */
export async function invitationPasskeyOptionsResponse(request: Request): Promise<Response> {
  await spendChallengeBudget(request)
  const { token } = await parseJsonRequest(request, invitationPasskeyOptionsSchema, 1024)
  const result = await invitationPasskeyOptions(token)
  if (!result.ok) throw invitationRefused(result.reason)
  return json(result.options)
}

/** POST /api/admin/invitation-passkey: the invited person becomes an administrator with their name and new passkey, signed in. */
export async function acceptInvitationWithPasskeyResponse(request: Request): Promise<Response> {
  const { token, name, response } = await parseJsonRequest(request, acceptInvitationWithPasskeySchema, REGISTRATION_LIMIT)
  try {
    const result = await acceptInvitation(token, { name, passkey: response as unknown as RegistrationResponseJSON }, clientAddress(request))
    if (!result.ok) throw 'reason' in result ? invitationRefused(result.reason) : new BadRequest('Your passkey was not accepted.')
    await endPreviousSession(request)
    return json({ next: '/admin/dashboard' }, { headers: { 'Set-Cookie': sessionCookie(result.newSession.token, result.newSession.latestEnd) } })
  } catch (error) {
    if (error instanceof PasskeyRefused) throw new BadRequest('Your passkey was not accepted. Please try again, or choose a password instead.')
    throw error
  }
}
