import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import { sql } from '../../db/client.ts'
import { administratorAddedEmail, displayName, invitationEmail } from '../../emails/account.tsx'
import { recordAudit } from '../audit/audit-log.ts'
import { addPasskeyIn, passkeyRegistrationOptions } from '../account/security.ts'
import type { GuessablePassword } from '../../app/lib/admin/password-rules.ts'
import { hashPassword } from '../auth/password.ts'
import { guessablePassword } from '../auth/password-policy.ts'
import { createSession, type NewSession, type SessionAdmin } from '../auth/session.ts'
import { findPerson } from './administrators.ts'
import type { LinkRefusal } from './link-token.ts'
import { checkLink, createInvitationLink, linkUrl, markLinkUsed } from './links.ts'
import { churchName, queueTo, queueToOtherAdministrators } from '../account-mail/notices.ts'

export type InviteResult = { ok: true; id: string; renewed: boolean } | { ok: false; reason: 'already_admin' }

async function inviterName(actor: SessionAdmin): Promise<string> {
  return displayName((await findPerson(actor.id)) ?? { name: '', email: actor.email })
}

/**
 * Invites an address: an e-mail with a single-use link for 72 hours, queued with the invitation.
 * Inviting an address again renews its open invitation (a new link; the old one stops working).
 */
export async function inviteAdministrator(email: string, actor: SessionAdmin): Promise<InviteResult> {
  const [church, inviter] = await Promise.all([churchName(), inviterName(actor)])
  return sql().begin(async (tx): Promise<InviteResult> => {
    const [existing] = await tx`select 1 from admins where email = ${email}`
    if (existing) return { ok: false, reason: 'already_admin' }
    const invitation = await createInvitationLink(tx, email, actor.id)
    await queueTo(tx, email, await invitationEmail({ churchName: church, inviter, url: linkUrl('invitation', invitation.token) }))
    await recordAudit(
      {
        actorEmail: actor.email,
        action: invitation.renewed ? 'admin.invite.resend' : 'admin.invite',
        detail: `Invitation ${invitation.renewed ? 'sent again' : 'sent'} to ${email}`,
      },
      tx,
    )
    return { ok: true, id: invitation.id, renewed: invitation.renewed }
  })
}

/** Sends an open invitation again, with a new link and a new 72 hours. False when there is no such invitation. */
export async function resendInvitation(id: string, actor: SessionAdmin): Promise<boolean> {
  const [invitation] = await sql()<{ email: string }[]>`
    select email from admin_links where id = ${id} and purpose = 'invitation' and used_at is null`
  if (!invitation) return false
  const result = await inviteAdministrator(invitation.email, actor)
  return result.ok
}

/** Withdraws an open invitation: its link stops working at once. False when there is no such invitation. */
export async function withdrawInvitation(id: string, actor: SessionAdmin): Promise<boolean> {
  return sql().begin(async (tx) => {
    const [withdrawn] = await tx<{ email: string }[]>`
      delete from admin_links where id = ${id} and purpose = 'invitation' and used_at is null returning email`
    if (!withdrawn) return false
    await recordAudit({ actorEmail: actor.email, action: 'admin.invite.withdraw', detail: `Invitation to ${withdrawn.email} withdrawn` }, tx)
    return true
  })
}

export type AcceptResult = { ok: true; newSession: NewSession } | { ok: false; reason: LinkRefusal | 'taken' } | { ok: false; guessable: GuessablePassword }

/** How the invited person will sign in: a password, or a passkey made against this invitation's challenge. */
export type InvitationAnswer = { name: string } & ({ password: string } | { passkey: RegistrationResponseJSON })

/** What their first passkey is called on their account page. */
export const FIRST_PASSKEY_NAME = 'First passkey'

/**
 * What the browser needs to create the invited person's first passkey. The challenge belongs to the
 * invitation; the passkey's user id is the invitation's id, which becomes the administrator's.
 */
export async function invitationPasskeyOptions(
  token: string,
): Promise<{ ok: true; options: PublicKeyCredentialCreationOptionsJSON } | { ok: false; reason: LinkRefusal }> {
  const check = await checkLink(token, 'invitation')
  if (!check.ok) return { ok: false, reason: check.refusal }
  return { ok: true, options: await passkeyRegistrationOptions({ id: check.link.id, email: check.link.email }, 'invitation') }
}

/**
 * The invited person becomes an administrator with the name and the password or passkey they
 * chose, and is signed in. The link is used up in the same transaction; the other administrators
 * are told. A passkey is checked inside it: a refused one throws PasskeyRefused and leaves the invitation open.
 */
export async function acceptInvitation(token: string, answer: InvitationAnswer, address: string): Promise<AcceptResult> {
  const [church, passwordHash] = await Promise.all([churchName(), 'password' in answer ? hashPassword(answer.password) : null])
  return sql().begin(async (tx): Promise<AcceptResult> => {
    const check = await checkLink(token, 'invitation', tx, true)
    if (!check.ok) return { ok: false, reason: check.refusal }
    const { link } = check
    const guessable = 'password' in answer && guessablePassword(answer.password, { email: link.email, churchName: church })
    if (guessable) return { ok: false, guessable }
    const [admin] = await tx<{ id: string; email: string }[]>`
      insert into admins (id, email, name, password_hash) values (${link.id}, ${link.email}, ${answer.name}, ${passwordHash})
      on conflict (email) do nothing returning id, email`
    if (!admin) return { ok: false, reason: 'taken' }
    if ('passkey' in answer) await addPasskeyIn(tx, admin, answer.passkey, FIRST_PASSKEY_NAME, 'invitation')
    await markLinkUsed(tx, link.id)
    const newSession = await createSession(admin, tx)
    const inviter = link.invitedBy ? await findPerson(link.invitedBy, tx) : undefined
    const added = displayName({ name: answer.name, email: admin.email })
    await queueToOtherAdministrators(
      tx,
      [admin.id],
      await administratorAddedEmail({ churchName: church, added, by: inviter ? displayName(inviter) : 'an administrator' }),
    )
    const how = 'passkey' in answer ? ' with a passkey' : ''
    await recordAudit(
      { actorEmail: admin.email, action: 'admin.invite.accept', detail: `${added} accepted the invitation${how} and signed in (from ${address})` },
      tx,
    )
    return { ok: true, newSession }
  })
}
