import { createHash, randomBytes } from 'node:crypto'
import { sql } from '../../db/client.ts'
import type { Queryable } from '../../db/queryable.ts'

/** The second step must follow the password within this long. */
export const PENDING_SIGN_IN_SECONDS = 5 * 60

export type PendingAdmin = { id: string; email: string }

function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest()
}

/** After a correct password: a token of 256 random bits for the browser's cookie, kept only as its hash. No session yet. */
export async function startPendingSignIn(adminId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url')
  const [row] = await sql()<{ expires_at: Date }[]>`
    insert into admin_pending_sign_ins (token_hash, admin_id, expires_at)
    values (${hashToken(token)}, ${adminId}, now() + make_interval(secs => ${PENDING_SIGN_IN_SECONDS}))
    returning expires_at`
  return { token, expiresAt: row!.expires_at }
}

/** The admin a live pending token stands for, or null. */
export async function pendingAdmin(token: string | null): Promise<PendingAdmin | null> {
  if (!token) return null
  const [row] = await sql()<PendingAdmin[]>`
    select a.id, a.email from admin_pending_sign_ins p join admins a on a.id = p.admin_id
    where p.token_hash = ${hashToken(token)} and p.expires_at > now()`
  return row ?? null
}

/**
 * Holds the live pending sign-in for the caller's transaction, before anything is spent on it: a
 * second attempt waits, then finds it used up. False when it is gone or has expired.
 */
export async function holdPendingSignIn(token: string, adminId: string, tx: Queryable): Promise<boolean> {
  const rows = await tx`
    select 1 from admin_pending_sign_ins where token_hash = ${hashToken(token)} and admin_id = ${adminId} and expires_at > now() for update`
  return rows.length === 1
}

/** Uses the token up, inside the transaction that completes the sign-in: true once. */
export async function consumePendingSignIn(token: string, adminId: string, tx: Queryable): Promise<boolean> {
  const result = await tx`delete from admin_pending_sign_ins where token_hash = ${hashToken(token)} and admin_id = ${adminId} and expires_at > now()`
  return result.count === 1
}

export async function deleteExpiredPendingSignIns(): Promise<number> {
  const result = await sql()`delete from admin_pending_sign_ins where expires_at <= now()`
  return result.count
}
