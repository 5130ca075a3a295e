import { sql } from '../../db/client.ts'
import { passwordChangedEmail } from '../../emails/account.tsx'
import { churchName, queueTo } from '../account-mail/notices.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { normaliseEmail } from '../auth/accounts.ts'
import { hashPassword } from '../auth/password.ts'
import { newPasswordProblem } from '../auth/password-policy.ts'
import { deleteAdminSessions } from '../auth/session.ts'

export class AdminAccountError extends Error {}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function checkEmail(email: string): string {
  const normalised = normaliseEmail(email)
  if (!EMAIL_PATTERN.test(normalised) || normalised.length > 254) throw new AdminAccountError(`"${email}" is not a valid e-mail address.`)
  return normalised
}

/** Refuses a password too short or long, too common, or the administrator's e-mail or the church's name. */
async function checkPassword(password: string, email: string): Promise<void> {
  const problem = newPasswordProblem(password, { email, churchName: await churchName() })
  if (problem) throw new AdminAccountError(problem)
}

export async function createAdmin(email: string, password: string, name = ''): Promise<{ id: string; email: string }> {
  const normalised = checkEmail(email)
  await checkPassword(password, normalised)
  const passwordHash = await hashPassword(password)
  return sql().begin(async (tx) => {
    const [created] = await tx<{ id: string; email: string }[]>`
      insert into admins (email, name, password_hash) values (${normalised}, ${name.trim().slice(0, 100)}, ${passwordHash})
      on conflict (email) do nothing returning id, email`
    if (!created)
      throw new AdminAccountError(
        `An administrator with the e-mail ${normalised} already exists. To change the password use: npm run admin:password -- --email ${normalised}`,
      )
    await recordAudit({ actorEmail: null, action: 'admin.create', detail: `Administrator ${normalised} created from the command line` }, tx)
    return created
  })
}

/** Sets a new password and ends every session of that admin. Returns how many sessions ended. */
export async function changeAdminPassword(email: string, password: string): Promise<{ endedSessions: number }> {
  const normalised = checkEmail(email)
  await checkPassword(password, normalised)
  const [passwordHash, church] = await Promise.all([hashPassword(password), churchName()])
  return sql().begin(async (tx) => {
    const [admin] = await tx<{ id: string }[]>`
      update admins set password_hash = ${passwordHash}, password_changed_at = now() where email = ${normalised} returning id`
    if (!admin) throw new AdminAccountError(`There is no administrator with the e-mail ${normalised}.`)
    const endedSessions = await deleteAdminSessions(admin.id, tx)
    await queueTo(tx, normalised, await passwordChangedEmail({ churchName: church, how: "from the server's command line" }))
    await recordAudit(
      { actorEmail: null, action: 'admin.password', detail: `Password of ${normalised} changed from the command line; ${endedSessions} session(s) ended` },
      tx,
    )
    return { endedSessions }
  })
}

export type AdminListing = { email: string; name: string; created_at: Date; last_signed_in_at: Date | null }

/** Every administrator, for the command line's list. */
export async function listAdmins(): Promise<AdminListing[]> {
  return sql()<AdminListing[]>`select email, name, created_at, last_signed_in_at from admins order by email`
}
