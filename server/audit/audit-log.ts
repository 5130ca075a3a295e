import { sql } from '../../db/client.ts'
import type { Queryable } from '../../db/queryable.ts'
import type { AuditRecord } from '../../app/lib/admin/audit.ts'
import { shownAdminName } from './admin-names.ts'

type AuditEntry = { actorEmail: string | null; action: string; detail?: string }

const AUDIT_DETAIL_MAX_LENGTH = 1000

const detailOf = (entry: AuditEntry) => (entry.detail ?? '').slice(0, AUDIT_DETAIL_MAX_LENGTH)

/**
 * Writes who did what to the audit log. Pass the transaction of the change to record
 * it inside that change, so the log and the data never disagree.
 */
export async function recordAudit(entry: AuditEntry, tx: Queryable = sql()): Promise<void> {
  await tx`insert into audit_log (actor_email, action, detail) values (${entry.actorEmail}, ${entry.action}, ${detailOf(entry)})`
}

/**
 * Writes an entry that may repeat many times: every entry with the same `key` after the first
 * only adds one to its count and moves it to now, so a flood cannot push other entries out of view.
 */
export async function recordRepeatedAudit(entry: AuditEntry, key: string, tx: Queryable = sql()): Promise<void> {
  await tx`
    insert into audit_log (actor_email, action, detail, coalesce_key) values (${entry.actorEmail}, ${entry.action}, ${detailOf(entry)}, ${key})
    on conflict (coalesce_key) where coalesce_key is not null
    do update set occurrences = audit_log.occurrences + 1, occurred_at = now()`
}

/** The most recent entries, newest first, each naming who did it (by name when they have one). */
export async function recentAuditEntries(limit = 50): Promise<AuditRecord[]> {
  const db = sql()
  return db<AuditRecord[]>`
    select id::text, to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as occurred_at, actor_email,
      ${shownAdminName(db, 'actor_email')} as actor_name, action, detail, occurrences
    from audit_log order by occurred_at desc, id desc limit ${limit}`
}
