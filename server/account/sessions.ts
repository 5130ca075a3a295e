import { sql } from '../../db/client.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { queueAccountNotice } from '../account-mail/security-notice.ts'
import { type Session, sessionIsLive } from '../auth/session.ts'

/** One of the admin's sessions as the account page shows it: never the token nor anything derived from it. */
export type OwnSession = { id: string; browser: string | null; signedInAt: string; lastUsedAt: string; current: boolean }

type OwnSessionRow = { id: string; public_id: string; browser: string | null; created_at: Date; last_verified_at: Date }

/** The admin's live sessions, newest first, this one marked. */
export async function listOwnSessions(session: Session): Promise<OwnSession[]> {
  const rows = await sql()<OwnSessionRow[]>`
    select id, public_id, browser, created_at, last_verified_at from admin_sessions
    where admin_id = ${session.admin.id} order by created_at desc`
  return rows
    .filter((row) => sessionIsLive({ createdAt: row.created_at, lastVerifiedAt: row.last_verified_at }))
    .map((row) => ({
      id: row.public_id,
      browser: row.browser,
      signedInAt: row.created_at.toISOString(),
      lastUsedAt: row.last_verified_at.toISOString(),
      current: row.id === session.id,
    }))
}

/** Ends sessions of the admin other than this one (`which`: one by its public id, or all), audited and e-mailed. Returns how many ended. */
export async function endOtherSessions(session: Session, which: { publicId: string } | 'all'): Promise<number> {
  const { admin } = session
  const onlyOne = which === 'all' ? null : which.publicId
  return sql().begin(async (tx) => {
    const ended = await tx`
      delete from admin_sessions
      where admin_id = ${admin.id} and id <> ${session.id} and (${onlyOne}::uuid is null or public_id = ${onlyOne}::uuid)`
    if (ended.count === 0) return 0
    const change = ended.count === 1 ? 'One other browser was signed out of your account' : `${ended.count} other browsers were signed out of your account`
    await recordAudit({ actorEmail: admin.email, action: 'admin.sessions.end', detail: `${change} (from the account page)` }, tx)
    await queueAccountNotice(tx, admin.email, change)
    return ended.count
  })
}
