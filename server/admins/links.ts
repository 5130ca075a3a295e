import { sql } from '../../db/client.ts'
import type { Queryable } from '../../db/queryable.ts'
import { env } from '../env.ts'
import { LINK_LIFETIMES, type LinkPurpose, type LinkRefusal, type LinkRow, linkRefusal, linkToken, newLinkSecret, parseLinkToken } from './link-token.ts'

/** The page each kind of link opens. */
const LINK_PAGES: Record<LinkPurpose, string> = { invitation: '/admin/invitation', password_reset: '/admin/reset-password' }

/** The address to put in an e-mail: the page, with the token in the query (the page sends no Referer). */
export function linkUrl(purpose: LinkPurpose, token: string): string {
  return `${env().SITE_URL}${LINK_PAGES[purpose]}?${new URLSearchParams({ token })}`
}

/** Starts a password reset for an admin: a new link, and any earlier one left unused stops working. */
export async function createResetLink(tx: Queryable, admin: { id: string; email: string }): Promise<string> {
  await tx`update admin_links set used_at = now() where admin_id = ${admin.id} and purpose = 'password_reset' and used_at is null`
  const { secret, secretHash } = newLinkSecret()
  const [row] = await tx<{ id: string }[]>`
    insert into admin_links (purpose, email, admin_id, secret_hash, expires_at)
    values ('password_reset', ${admin.email}, ${admin.id}, ${secretHash}, now() + make_interval(secs => ${LINK_LIFETIMES.password_reset}))
    returning id`
  return linkToken(row!.id, secret)
}

/** Invites an address, or renews its open invitation with a new secret and a new 72 hours. */
export async function createInvitationLink(tx: Queryable, email: string, invitedBy: string): Promise<{ id: string; token: string; renewed: boolean }> {
  const { secret, secretHash } = newLinkSecret()
  const [row] = await tx<{ id: string; renewed: boolean }[]>`
    insert into admin_links (purpose, email, invited_by, secret_hash, expires_at)
    values ('invitation', ${email}, ${invitedBy}, ${secretHash}, now() + make_interval(secs => ${LINK_LIFETIMES.invitation}))
    on conflict (email) where purpose = 'invitation' and used_at is null
    do update set secret_hash = excluded.secret_hash, expires_at = excluded.expires_at, invited_by = excluded.invited_by, created_at = now()
    returning id, (xmax <> 0) as renewed`
  return { id: row!.id, token: linkToken(row!.id, secret), renewed: row!.renewed }
}

export type OpenLink = { id: string; email: string; adminId: string | null; invitedBy: string | null }
export type LinkCheck = { ok: true; link: OpenLink } | { ok: false; refusal: LinkRefusal }

type StoredLink = LinkRow & { id: string; email: string; admin_id: string | null; invited_by: string | null }

/**
 * The open link a token stands for, or why it is refused. Inside a transaction, `forUpdate` holds
 * the row until the caller marks it used, so two uses of one link cannot both pass.
 */
export async function checkLink(token: unknown, purpose: LinkPurpose, db: Queryable = sql(), forUpdate = false): Promise<LinkCheck> {
  const parsed = parseLinkToken(token)
  if (!parsed) return { ok: false, refusal: 'unknown' }
  const lock = forUpdate ? db`for update` : db``
  const [row] = await db<StoredLink[]>`
    select id, email, admin_id, invited_by, secret_hash, expires_at, used_at
    from admin_links where id = ${parsed.id} and purpose = ${purpose} ${lock}`
  const refusal = linkRefusal(row, parsed.secret)
  if (refusal || !row) return { ok: false, refusal: refusal ?? 'unknown' }
  return { ok: true, link: { id: row.id, email: row.email, adminId: row.admin_id, invitedBy: row.invited_by } }
}

export async function markLinkUsed(tx: Queryable, id: string): Promise<void> {
  await tx`update admin_links set used_at = now() where id = ${id}`
}

/** Forgets links that can no longer be used, a day after they stopped working. */
export async function pruneAdminLinks(): Promise<number> {
  const deleted = await sql()`delete from admin_links where expires_at < now() - interval '1 day' or used_at < now() - interval '1 day'`
  return deleted.count
}
