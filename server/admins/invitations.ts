import { sql } from '../../db/client.ts'
import { administratorAddedEmail, displayName, invitationEmail } from '../../emails/account.tsx'
import { recordAudit } from '../audit/audit-log.ts'
import type { GuessablePassword } from '../../app/lib/admin/password-rules.ts'
import { hashPassword } from '../auth/password.ts'
import { guessablePassword } from '../auth/password-policy.ts'
import { createSession, type NewSession, type SessionAdmin } from '../auth/session.ts'
import { findPerson } from './administrators.ts'
import type { LinkRefusal } from './link-token.ts'
import { checkLink, createInvitationLink, linkUrl, markLinkUsed } from './links.ts'
import { churchName, queueTo, queueToOtherAdministrators } from './notices.ts'

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

/**
 * The invited person becomes an administrator with the name and password they chose, and is
 * signed in. The link is used up in the same transaction; the other administrators are told.
 */
export async function acceptInvitation(token: string, person: { name: string; password: string }, address: string): Promise<AcceptResult> {
  const [church, passwordHash] = await Promise.all([churchName(), hashPassword(person.password)])
  return sql().begin(async (tx): Promise<AcceptResult> => {
    const check = await checkLink(token, 'invitation', tx, true)
    if (!check.ok) return { ok: false, reason: check.refusal }
    const { link } = check
    const guessable = guessablePassword(person.password, { email: link.email, churchName: church })
    if (guessable) return { ok: false, guessable }
    const [admin] = await tx<{ id: string; email: string }[]>`
      insert into admins (email, name, password_hash) values (${link.email}, ${person.name}, ${passwordHash})
      on conflict (email) do nothing returning id, email`
    if (!admin) return { ok: false, reason: 'taken' }
    await markLinkUsed(tx, link.id)
    const newSession = await createSession(admin, tx)
    const inviter = link.invitedBy ? await findPerson(link.invitedBy, tx) : undefined
    const added = displayName({ name: person.name, email: admin.email })
    await queueToOtherAdministrators(
      tx,
      [admin.id],
      await administratorAddedEmail({ churchName: church, added, by: inviter ? displayName(inviter) : 'an administrator' }),
    )
    await recordAudit(
      { actorEmail: admin.email, action: 'admin.invite.accept', detail: `${added} accepted the invitation and signed in (from ${address})` },
      tx,
    )
    return { ok: true, newSession }
  })
}
