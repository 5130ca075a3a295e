import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { sql } from '../../db/client.ts'
import type { Queryable } from '../../db/queryable.ts'

const HOUR_MS = 60 * 60 * 1000
/** A session ends after this long without use… */
const SESSION_IDLE_TIMEOUT_MS = 12 * HOUR_MS
/** …and this long after sign-in, however busy. */
const SESSION_ABSOLUTE_TIMEOUT_MS = 7 * 24 * HOUR_MS
/** Use is written back at most this often, so most requests only read. */
const SESSION_ACTIVITY_INTERVAL_MS = HOUR_MS
/** Changes to how an admin signs in need a sign-in or the password typed again within this long. */
export const RECENT_AUTHENTICATION_MS = 5 * 60 * 1000

export type SessionAdmin = { id: string; email: string }
/** `authenticatedAt` is when its holder last proved who they are: at sign-in, or with their password since. */
export type Session = { id: string; admin: SessionAdmin; createdAt: Date; lastVerifiedAt: Date; authenticatedAt: Date }
/** `latestEnd` is when the session ends however busy it is: how long the browser should keep the cookie. */
export type NewSession = { token: string; session: Session; latestEnd: Date }

type SessionRow = {
  id: string
  secret_hash: Uint8Array
  created_at: Date
  last_verified_at: Date
  authenticated_at: Date
  browser: string | null
  admin_id: string
  email: string
}

function hashSecret(secret: string): Buffer {
  return createHash('sha256').update(secret).digest()
}

function randomToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url')
}

/** When a session ends if it is not used again: the earlier of the idle and the absolute limit. */
function sessionExpiresAt(session: Pick<Session, 'createdAt' | 'lastVerifiedAt'>): Date {
  return new Date(Math.min(session.lastVerifiedAt.getTime() + SESSION_IDLE_TIMEOUT_MS, session.createdAt.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS))
}

/** Whether a session has neither idled out nor reached its absolute limit. */
export function sessionIsLive(session: Pick<Session, 'createdAt' | 'lastVerifiedAt'>, now = Date.now()): boolean {
  return now < sessionExpiresAt(session).getTime()
}

/**
 * A new session for a signed-in admin. The token (id.secret, 128 + 256 random bits) is shown once,
 * to the browser. A session replacing another keeps when its holder last proved who they are.
 */
export async function createSession(admin: SessionAdmin, db: Queryable = sql(), authenticatedAt: Date | null = null): Promise<NewSession> {
  const id = randomToken(16)
  const secret = randomToken(32)
  // Every new session is a sign-in: the dashboard lists when each administrator last signed in.
  const [row] = await db<{ created_at: Date; last_verified_at: Date; authenticated_at: Date }[]>`
    with signed_in as (update admins set last_signed_in_at = now() where id = ${admin.id})
    insert into admin_sessions (id, admin_id, secret_hash, authenticated_at)
    values (${id}, ${admin.id}, ${hashSecret(secret)}, coalesce(${authenticatedAt}::timestamptz, now()))
    returning created_at, last_verified_at, authenticated_at`
  const session: Session = { id, admin, createdAt: row!.created_at, lastVerifiedAt: row!.last_verified_at, authenticatedAt: row!.authenticated_at }
  return { token: `${id}.${secret}`, session, latestEnd: new Date(session.createdAt.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS) }
}

function parseToken(token: string): { id: string; secret: string } | null {
  const parts = token.split('.')
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null
  return { id: parts[0], secret: parts[1] }
}

/**
 * The session a token stands for, or null when it is unknown, forged, expired or ended.
 * An expired session is deleted; a live one has its last use recorded at most once an hour,
 * and on its first use which browser holds it (`browser`, a description such as "Firefox on Windows").
 */
export async function validateSessionToken(token: string, browser: string | null = null): Promise<Session | null> {
  const parsed = parseToken(token)
  if (!parsed) return null
  const [row] = await sql()<SessionRow[]>`
    select s.id, s.secret_hash, s.created_at, s.last_verified_at, s.authenticated_at, s.browser, a.id as admin_id, a.email
    from admin_sessions s join admins a on a.id = s.admin_id
    where s.id = ${parsed.id}`
  if (!row) return null
  const stored = Buffer.from(row.secret_hash)
  const presented = hashSecret(parsed.secret)
  if (stored.length !== presented.length || !timingSafeEqual(stored, presented)) return null

  const session: Session = {
    id: row.id,
    admin: { id: row.admin_id, email: row.email },
    createdAt: row.created_at,
    lastVerifiedAt: row.last_verified_at,
    authenticatedAt: row.authenticated_at,
  }
  const now = Date.now()
  if (!sessionIsLive(session, now)) {
    await deleteSession(session.id)
    return null
  }
  if (browser && row.browser === null) await sql()`update admin_sessions set browser = ${browser} where id = ${session.id}`
  if (now - session.lastVerifiedAt.getTime() >= SESSION_ACTIVITY_INTERVAL_MS) {
    const [updated] = await sql()<{ last_verified_at: Date }[]>`
      update admin_sessions set last_verified_at = now() where id = ${session.id} returning last_verified_at`
    if (updated) session.lastVerifiedAt = updated.last_verified_at
  }
  return session
}

/** Whether the session's holder signed in, or typed their password again, within the last five minutes. */
export function authenticatedRecently(session: Session, now = Date.now()): boolean {
  return now - session.authenticatedAt.getTime() < RECENT_AUTHENTICATION_MS
}

export async function deleteSession(sessionId: string, db: Queryable = sql()): Promise<void> {
  await db`delete from admin_sessions where id = ${sessionId}`
}

/** Ends every session of one admin, for example after a password change. Returns how many ended. */
export async function deleteAdminSessions(adminId: string, db: Queryable = sql()): Promise<number> {
  const result = await db`delete from admin_sessions where admin_id = ${adminId}`
  return result.count
}

/** Removes sessions that can no longer be used; they are also refused one by one when presented. */
export async function deleteExpiredSessions(): Promise<number> {
  const result = await sql()`
    delete from admin_sessions
    where last_verified_at < now() - make_interval(secs => ${SESSION_IDLE_TIMEOUT_MS / 1000})
       or created_at < now() - make_interval(secs => ${SESSION_ABSOLUTE_TIMEOUT_MS / 1000})`
  return result.count
}
