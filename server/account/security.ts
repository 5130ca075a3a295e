import type { RegistrationResponseJSON } from '@simplewebauthn/server'
import { sql } from '../../db/client.ts'
import type { Queryable } from '../../db/queryable.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { publishedContent } from '../content/published.ts'
import { queueAccountNotice } from '../account-mail/security-notice.ts'
import {
  adminFactors,
  type AdminFactors,
  hasSecondStep,
  secondFactorRequirement,
  type SecondFactorRequirement,
  setSecondFactorRequired,
} from '../auth/factors.ts'
import { listPasskeys, type PasskeySummary, type RegistrationPurpose, registerPasskey, registrationOptions, removePasskey } from '../second-factor/passkeys.ts'
import { replaceRecoveryCodes } from '../second-factor/recovery-codes.ts'
import { RECENT_AUTHENTICATION_MS, type Session } from '../auth/session.ts'
import { beginTotpSetUp, removeTotp, type TotpSetUp, spendTotpCode } from '../second-factor/totp.ts'

type Admin = { id: string; email: string }

/** `authenticatedUntil`: until when a factor can be removed without typing the password again. */
export type AccountSecurity = {
  email: string
  name: string
  authenticatedUntil: string
  passkeys: PasskeySummary[]
  factors: AdminFactors
  requirement: SecondFactorRequirement
}

/** A change refused because of what the account holds now (409): the message says why. */
export class AccountChangeRefused extends Error {}

export async function accountSecurity(session: Session): Promise<AccountSecurity> {
  const { admin } = session
  const [passkeys, factors, requirement, [named]] = await Promise.all([
    listPasskeys(admin.id),
    adminFactors(admin.id),
    secondFactorRequirement(),
    sql()<{ name: string }[]>`select name from admins where id = ${admin.id}`,
  ])
  const authenticatedUntil = new Date(session.authenticatedAt.getTime() + RECENT_AUTHENTICATION_MS).toISOString()
  return { email: admin.email, name: named?.name ?? '', authenticatedUntil, passkeys, factors, requirement }
}

/** Records a change of how the admin signs in and queues the e-mail telling them, in one transaction. */
async function recordChange(tx: Queryable, admin: Admin, action: string, change: string): Promise<void> {
  await recordAudit({ actorEmail: admin.email, action, detail: change }, tx)
  await queueAccountNotice(tx, admin.email, change)
}

export async function passkeyRegistrationOptions(admin: Admin, purpose: RegistrationPurpose = 'register') {
  const { church } = await publishedContent()
  return registrationOptions(admin, `${church.name} website`, purpose)
}

/** Verifies and stores a new passkey in the caller's transaction, audited and e-mailed to its holder. */
export async function addPasskeyIn(
  tx: Queryable,
  admin: Admin,
  response: RegistrationResponseJSON,
  name: string,
  purpose: RegistrationPurpose = 'register',
): Promise<PasskeySummary> {
  const passkey = await registerPasskey(admin, response, name, tx, purpose)
  await recordChange(tx, admin, 'passkey.add', `A passkey named "${name}" was added to your account`)
  return passkey
}

export async function addPasskey(admin: Admin, response: RegistrationResponseJSON, name: string): Promise<PasskeySummary> {
  return sql().begin((tx) => addPasskeyIn(tx, admin, response, name))
}

/** While a second factor is required, the admin's last one cannot be removed. */
async function refuseIfLast(admin: Admin, tx: Queryable): Promise<void> {
  if (!(await secondFactorRequirement()).required) return
  if (!hasSecondStep(await adminFactors(admin.id, tx))) {
    throw new AccountChangeRefused('Every administrator must keep a passkey or an authenticator app: add another before removing this one')
  }
}

/** True when the passkey was the admin's and is gone. */
export async function deletePasskey(admin: Admin, passkeyId: string): Promise<boolean> {
  return sql().begin(async (tx) => {
    const name = await removePasskey(admin.id, passkeyId, tx)
    if (name === null) return false
    await refuseIfLast(admin, tx)
    await recordChange(tx, admin, 'passkey.remove', `The passkey named "${name}" was removed from your account`)
    return true
  })
}

export async function startTotpSetUp(admin: Admin): Promise<TotpSetUp> {
  const { church } = await publishedContent()
  return beginTotpSetUp(admin, `${church.name} website`)
}

/** Turns the authenticator app on once a code from it is right; returns the ten recovery codes to show once, or null for a wrong code. */
export async function confirmTotp(admin: Admin, code: string): Promise<string[] | null> {
  return sql().begin(async (tx) => {
    if (!(await spendTotpCode(admin.id, code.trim(), false, tx))) return null
    const codes = await replaceRecoveryCodes(admin.id, tx)
    await recordChange(tx, admin, 'totp.on', 'An authenticator app was turned on for your account, with ten new recovery codes')
    return codes
  })
}

export async function turnOffTotp(admin: Admin): Promise<boolean> {
  return sql().begin(async (tx) => {
    const removed = await removeTotp(admin.id, tx)
    await tx`delete from admin_recovery_codes where admin_id = ${admin.id}`
    if (!removed) return false
    await refuseIfLast(admin, tx)
    await recordChange(tx, admin, 'totp.off', 'The authenticator app was turned off for your account and its recovery codes removed')
    return true
  })
}

/** Ten new recovery codes in place of the old ones, for an admin whose authenticator app is on. */
export async function newRecoveryCodes(admin: Admin): Promise<string[]> {
  return sql().begin(async (tx) => {
    if (!(await adminFactors(admin.id, tx)).totp) throw new AccountChangeRefused('Turn on an authenticator app first')
    const codes = await replaceRecoveryCodes(admin.id, tx)
    await recordChange(tx, admin, 'recovery_codes.new', 'New recovery codes were made for your account; the old ones no longer work')
    return codes
  })
}

export async function updateSecondFactorRequirement(required: boolean, actor: Admin): Promise<SecondFactorRequirement> {
  await sql().begin(async (tx) => {
    if (required && !hasSecondStep(await adminFactors(actor.id, tx))) {
      throw new AccountChangeRefused('Set up a passkey or an authenticator app for yourself before requiring one')
    }
    await setSecondFactorRequired(required, tx)
    const what = required ? 'now required' : 'no longer required'
    await recordAudit(
      { actorEmail: actor.email, action: 'security_settings.update', detail: `A second factor or passkey is ${what} for every administrator` },
      tx,
    )
  })
  return secondFactorRequirement()
}

/** For the host in an emergency: removes an admin's passkeys, authenticator app and recovery codes, and ends their sessions. */
export async function resetSecondFactor(email: string): Promise<{ passkeys: number; totp: boolean; endedSessions: number } | null> {
  return sql().begin(async (tx) => {
    const [admin] = await tx<Admin[]>`select id, email from admins where email = ${email.trim().toLowerCase()}`
    if (!admin) return null
    const passkeys = (await tx`delete from admin_passkeys where admin_id = ${admin.id}`).count
    const totp = await removeTotp(admin.id, tx)
    await tx`delete from admin_recovery_codes where admin_id = ${admin.id}`
    const endedSessions = (await tx`delete from admin_sessions where admin_id = ${admin.id}`).count
    await recordAudit(
      {
        actorEmail: null,
        action: 'second_factor.reset',
        detail: `Passkeys (${passkeys}) and authenticator app of ${admin.email} removed from the command line`,
      },
      tx,
    )
    await queueAccountNotice(tx, admin.email, 'Your passkeys and authenticator app were removed by whoever hosts the site')
    return { passkeys, totp, endedSessions }
  })
}
