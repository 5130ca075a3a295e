import type { RegistrationResponseJSON } from '@simplewebauthn/server'
import { newPasskeySchema, secondFactorSettingSchema, totpCodeSchema } from '../../app/lib/admin/second-factor.ts'
import { BadRequest, Conflict, NotFound } from '../errors.ts'
import { json } from '../http/responses.ts'
import { parseJsonRequest } from '../http/validate.ts'
import {
  AccountChangeRefused,
  accountSecurity,
  addPasskey,
  confirmTotp,
  deletePasskey,
  newRecoveryCodes,
  passkeyRegistrationOptions,
  startTotpSetUp,
  turnOffTotp,
  updateSecondFactorRequirement,
} from './security.ts'
import { endOtherSessions, listOwnSessions } from './sessions.ts'
import { PasskeyRefused } from '../second-factor/passkeys.ts'
import { afterRecentAuthentication, requireStartedRecently, rotatedSessionCookie } from './reauthentication.ts'
import type { Session } from '../auth/session.ts'
import { TotpAlreadyOn } from '../second-factor/totp.ts'

type Admin = { id: string; email: string }

/** The account's own refusals, in the words the client is shown; anything else is thrown on as it is. */
function refused(error: unknown): never {
  if (error instanceof AccountChangeRefused || error instanceof TotpAlreadyOn) {
    throw new Conflict(error.message || 'The authenticator app is already on: turn it off first to set up another')
  }
  if (error instanceof PasskeyRefused) throw new BadRequest(`The passkey was not added: ${error.message}`)
  throw error
}

export async function accountResponse(session: Session): Promise<Response> {
  return json(await accountSecurity(session))
}

export function passkeyOptionsResponse(request: Request, session: Session): Promise<Response> {
  return afterRecentAuthentication(request, session, async () => json(await passkeyRegistrationOptions(session.admin)))
}

export async function addPasskeyResponse(request: Request, session: Session): Promise<Response> {
  requireStartedRecently(session)
  const { name, response } = await parseJsonRequest(request, newPasskeySchema, 32 * 1024)
  try {
    const passkey = await addPasskey(session.admin, response as unknown as RegistrationResponseJSON, name)
    return json({ passkey }, { status: 201, headers: { 'Set-Cookie': await rotatedSessionCookie(session) } })
  } catch (error) {
    return refused(error)
  }
}

export function deletePasskeyResponse(request: Request, session: Session, passkeyId: string): Promise<Response> {
  return afterRecentAuthentication(request, session, async () => {
    try {
      if (!(await deletePasskey(session.admin, passkeyId))) throw new NotFound('There is no such passkey on your account')
      return json({ success: true })
    } catch (error) {
      return refused(error)
    }
  })
}

export function startTotpResponse(request: Request, session: Session): Promise<Response> {
  return afterRecentAuthentication(request, session, async () => {
    try {
      return json(await startTotpSetUp(session.admin))
    } catch (error) {
      return refused(error)
    }
  })
}

export async function confirmTotpResponse(request: Request, session: Session): Promise<Response> {
  requireStartedRecently(session)
  const { code } = await parseJsonRequest(request, totpCodeSchema, 1024)
  const codes = await confirmTotp(session.admin, code)
  if (!codes) throw new BadRequest('That code is not right. Check the time on your phone and try the newest code.')
  return json({ recoveryCodes: codes }, { headers: { 'Set-Cookie': await rotatedSessionCookie(session) } })
}

export function turnOffTotpResponse(request: Request, session: Session): Promise<Response> {
  return afterRecentAuthentication(request, session, async () => {
    try {
      if (!(await turnOffTotp(session.admin))) throw new NotFound('No authenticator app is on for your account')
      return json({ success: true })
    } catch (error) {
      return refused(error)
    }
  })
}

export function newRecoveryCodesResponse(request: Request, session: Session): Promise<Response> {
  return afterRecentAuthentication(request, session, async () => {
    try {
      return json({ recoveryCodes: await newRecoveryCodes(session.admin) })
    } catch (error) {
      return refused(error)
    }
  })
}

export async function secondFactorSettingResponse(request: Request, admin: Admin): Promise<Response> {
  const { required } = await parseJsonRequest(request, secondFactorSettingSchema, 1024)
  try {
    return json(await updateSecondFactorRequirement(required, admin))
  } catch (error) {
    return refused(error)
  }
}

const PUBLIC_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export async function ownSessionsResponse(session: Session): Promise<Response> {
  return json({ sessions: await listOwnSessions(session) })
}

/** Ends one other session of the admin's (by its public id), or every other one; this browser's stays (Logout ends it). */
export function endSessionsResponse(request: Request, session: Session, publicId?: string): Promise<Response> {
  return afterRecentAuthentication(request, session, async () => {
    if (publicId === undefined) return json({ ended: await endOtherSessions(session, 'all') })
    const ended = PUBLIC_ID.test(publicId) ? await endOtherSessions(session, { publicId }) : 0
    if (ended === 0) throw new NotFound('There is no such other session on your account')
    return json({ ended })
  })
}
