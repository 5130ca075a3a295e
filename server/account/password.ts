import { PASSWORDS_DIFFER, passwordChangeSchema } from '../../app/lib/admin/own-account.ts'
import { sql } from '../../db/client.ts'
import { passwordChangedEmail } from '../../emails/account.tsx'
import { churchName, queueTo } from '../account-mail/notices.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { BadRequest } from '../errors.ts'
import { json } from '../http/responses.ts'
import { parseJsonRequest } from '../http/validate.ts'
import { sessionCookie } from '../auth/cookie.ts'
import { hashPassword } from '../auth/password.ts'
import { newPasswordProblem } from '../auth/password-policy.ts'
import { checkOwnPassword, passwordCheckRefusal } from './reauthentication.ts'
import { createSession, deleteAdminSessions, type NewSession, type SessionAdmin } from '../auth/session.ts'

/**
 * Sets the admin's new password and, in one transaction, ends every session of theirs, starts a
 * fresh one for this browser, voids any open reset link, queues the e-mail telling them and
 * records it. Returns the new session and how many other sessions ended.
 */
export async function changeOwnPassword(admin: SessionAdmin, password: string, address: string): Promise<{ newSession: NewSession; endedOthers: number }> {
  const [passwordHash, church] = await Promise.all([hashPassword(password), churchName()])
  return sql().begin(async (tx) => {
    await tx`update admins set password_hash = ${passwordHash}, password_changed_at = now() where id = ${admin.id}`
    await tx`update admin_links set used_at = now() where admin_id = ${admin.id} and purpose = 'password_reset' and used_at is null`
    const endedOthers = Math.max(0, (await deleteAdminSessions(admin.id, tx)) - 1)
    const newSession = await createSession(admin, tx)
    await queueTo(tx, admin.email, await passwordChangedEmail({ churchName: church, how: 'on your account page' }))
    await recordAudit(
      {
        actorEmail: admin.email,
        action: 'admin.password.change',
        detail: `Password changed on the account page; ${endedOthers} other session(s) ended (from ${address})`,
      },
      tx,
    )
    return { newSession, endedOthers }
  })
}

/**
 * POST /api/admin/account/password with the current password and the new one twice. The current
 * one is checked first (slowed down like sign-in failures), then the new one against the rules.
 */
export async function changeOwnPasswordResponse(request: Request, admin: SessionAdmin, address: string): Promise<Response> {
  const { currentPassword, newPassword, confirm } = await parseJsonRequest(request, passwordChangeSchema, 8 * 1024)
  if (newPassword !== confirm) throw new BadRequest(PASSWORDS_DIFFER, 400, { confirm: PASSWORDS_DIFFER })
  const check = await checkOwnPassword(admin, currentPassword, address)
  if (!check.ok) throw passwordCheckRefusal(check, 'currentPassword')
  const problem = newPasswordProblem(newPassword, { email: admin.email, churchName: await churchName() })
  if (problem) throw new BadRequest(problem, 400, { newPassword: problem })
  const { newSession, endedOthers } = await changeOwnPassword(admin, newPassword, address)
  return json({ success: true, endedOthers }, { headers: { 'Set-Cookie': sessionCookie(newSession.token, newSession.latestEnd) } })
}
