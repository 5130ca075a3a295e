import type { ContentKey } from '../../app/content/documents/keys.ts'
import type { VersionOrigin } from '../../app/lib/content/admin-api.ts'
import type postgres from 'postgres'
import { currentSchemaVersion } from './schema-versions.ts'

type Tx = postgres.TransactionSql
export type Change = 'save' | 'discard' | 'publish' | 'restore' | 'import'

/** The columns every change sets: the revision moves on, and who changed the document, how and when. */
export function changed(tx: Tx, actorEmail: string, change: Change) {
  return tx`revision = revision + 1, changed_by = ${actorEmail}, changed_at = now(), change = ${change}`
}

/** Inserts the document's next version, in today's schema, and returns its number; the caller holds the document's row lock. */
export async function insertVersion(
  tx: Tx,
  key: ContentKey,
  content: unknown,
  origin: VersionOrigin,
  actorEmail: string,
  restoredFrom: number | null = null,
): Promise<number> {
  const [row] = await tx<{ version: number }[]>`
    insert into content_versions (key, version, content, schema_version, origin, restored_from, published_by)
    select ${key}, coalesce(max(version), 0) + 1, ${tx.json(content as postgres.JSONValue)}, ${currentSchemaVersion(key)}, ${origin}, ${restoredFrom}, ${actorEmail}
    from content_versions where key = ${key}
    returning version`
  return row!.version
}

/** Points the document at a newly inserted version, clearing any draft. */
export async function publishVersion(tx: Tx, key: ContentKey, version: number, base: number, actorEmail: string, change: Change): Promise<void> {
  await tx`
    update content_documents
    set published_version = ${version}, draft = null, draft_saved_at = null, draft_saved_by = null, ${changed(tx, actorEmail, change)}
    where key = ${key} and revision = ${base}`
}
