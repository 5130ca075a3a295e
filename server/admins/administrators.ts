import { sql } from '../../db/client.ts'
import type { Queryable } from '../../db/queryable.ts'
import type { AdministratorsOverview } from '../../app/lib/admin/administrators.ts'
import { administratorRemovedEmail, displayName } from '../../emails/account.tsx'
import { recordAudit } from '../audit/audit-log.ts'
import type { SessionAdmin } from '../auth/session.ts'
import { churchName, type Person, queueTo, queueToOtherAdministrators } from '../account-mail/notices.ts'
import { isoOrNull } from '../http/iso-time.ts'

function signInMethods({ password, passkeys, totp }: { password: boolean; passkeys: number; totp: boolean }): string[] {
  const methods = password ? [totp ? 'Password and authenticator app' : 'Password'] : []
  if (passkeys > 0) methods.push(passkeys === 1 ? '1 passkey' : `${passkeys} passkeys`)
  return methods
}

/** Every administrator and every open invitation, for the dashboard's Administrators panel. */
export async function administratorsOverview(viewer: SessionAdmin): Promise<AdministratorsOverview> {
  const [administrators, invitations] = await Promise.all([
    sql()<{ id: string; name: string; email: string; created_at: Date; last_signed_in_at: Date | null; password: boolean; passkeys: number; totp: boolean }[]>`
      select a.id, a.name, a.email, a.created_at, a.last_signed_in_at, a.password_hash is not null as password,
        (select count(*)::int from admin_passkeys p where p.admin_id = a.id) as passkeys,
        exists (select 1 from admin_totp t where t.admin_id = a.id and t.confirmed_at is not null) as totp
      from admins a order by lower(a.name), a.email`,
    sql()<{ id: string; email: string; invited_by: string | null; created_at: Date; expires_at: Date }[]>`
      select l.id, l.email, coalesce(nullif(a.name, ''), a.email) as invited_by, l.created_at, l.expires_at
      from admin_links l left join admins a on a.id = l.invited_by
      where l.purpose = 'invitation' and l.used_at is null order by l.created_at desc`,
  ])
  const now = Date.now()
  return {
    administrators: administrators.map((admin) => ({
      id: admin.id,
      name: admin.name,
      email: admin.email,
      createdAt: admin.created_at.toISOString(),
      lastSignedInAt: isoOrNull(admin.last_signed_in_at),
      signInMethods: signInMethods(admin),
      isYou: admin.id === viewer.id,
    })),
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      invitedBy: invitation.invited_by,
      sentAt: invitation.created_at.toISOString(),
      expiresAt: invitation.expires_at.toISOString(),
      expired: invitation.expires_at.getTime() <= now,
    })),
  }
}

export async function findPerson(id: string, db: Queryable = sql()): Promise<Person | undefined> {
  const [person] = await db<Person[]>`select id, name, email from admins where id = ${id}`
  return person
}

/** The admin's own name, as the Administrators panel and Recent Activity show it; recorded with the old one. */
export async function renameAdministrator(admin: SessionAdmin, name: string): Promise<void> {
  await sql().begin(async (tx) => {
    const [before] = await tx<{ name: string }[]>`select name from admins where id = ${admin.id} for update`
    if (!before || before.name === name) return
    await tx`update admins set name = ${name} where id = ${admin.id}`
    const was = before.name ? `"${before.name}"` : 'no name'
    await recordAudit({ actorEmail: admin.email, action: 'admin.rename', detail: `Name changed from ${was} to "${name}"` }, tx)
  })
}

export type RemovalResult = { ok: true; removed: Person; endedSessions: number } | { ok: false; reason: 'not_found' | 'last' }

/**
 * Removes an administrator and, with them, their sessions, unless they are the last one. Every
 * admin row is locked first, so two removals at once are decided one after the other and can
 * never leave nobody. The removed person and the others are told by e-mail.
 */
export async function removeAdministrator(id: string, actor: SessionAdmin): Promise<RemovalResult> {
  const church = await churchName()
  return sql().begin(async (tx): Promise<RemovalResult> => {
    const locked = await tx<{ id: string }[]>`select id from admins order by id for update`
    if (!locked.some((row) => row.id === id)) return { ok: false, reason: 'not_found' }
    if (locked.length <= 1) return { ok: false, reason: 'last' }
    const [sessions] = await tx<{ count: number }[]>`select count(*)::int as count from admin_sessions where admin_id = ${id}`
    const [removed] = await tx<Person[]>`delete from admins where id = ${id} returning id, name, email`
    const by = displayName((await findPerson(actor.id, tx)) ?? { name: '', email: actor.email })
    const removedName = displayName(removed!)
    await queueTo(tx, removed!.email, await administratorRemovedEmail({ churchName: church, removed: removedName, by, toRemoved: true }))
    await queueToOtherAdministrators(tx, [], await administratorRemovedEmail({ churchName: church, removed: removedName, by, toRemoved: false }))
    await recordAudit(
      { actorEmail: actor.email, action: 'admin.remove', detail: `Removed ${removedName} (${removed!.email}); ${sessions!.count} session(s) ended` },
      tx,
    )
    return { ok: true, removed: removed!, endedSessions: sessions!.count }
  })
}
