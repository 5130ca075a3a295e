import { sql } from '../../db/client.ts'
import type { Queryable } from '../../db/queryable.ts'

export type AuditEntry = { actorEmail: string | null; action: string; detail?: string }
export type AuditRecord = { id: string; occurred_at: string; actor_email: string | null; action: string; detail: string }

export const AUDIT_DETAIL_MAX_LENGTH = 1000

/**
 * Writes who did what to the audit log. Pass the transaction of the change to record
 * it inside that change, so the log and the data never disagree.
 */
export async function recordAudit(entry: AuditEntry, tx: Queryable = sql()): Promise<void> {
  const detail = (entry.detail ?? '').slice(0, AUDIT_DETAIL_MAX_LENGTH)
  await tx`insert into audit_log (actor_email, action, detail) values (${entry.actorEmail}, ${entry.action}, ${detail})`
}

/** The most recent entries, newest first. */
export async function recentAuditEntries(limit = 50): Promise<AuditRecord[]> {
  return sql()<AuditRecord[]>`
    select id::text, to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as occurred_at, actor_email, action, detail
    from audit_log order by occurred_at desc, id desc limit ${limit}`
}
