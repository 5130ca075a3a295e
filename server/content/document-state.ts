import { DOCUMENTS } from '../../app/content/documents/index.ts'
import type { ContentKey } from '../../app/content/documents/keys.ts'
import type { DocumentState } from '../../app/lib/content/admin-api.ts'
import { contentChanges } from '../../app/lib/content/diff.ts'
import { sql } from '../../db/client.ts'
import type { Queryable } from '../../db/queryable.ts'
import { shownAdminName } from '../audit/admin-names.ts'
import { upToDate } from './schema-versions.ts'

export type DocumentRow = {
  revision: number
  published_version: number
  published_content: unknown
  published_at: Date
  published_by: string | null
  draft: unknown
  draft_saved_at: Date | null
  draft_saved_by: string | null
  changed_by: string | null
  changed_at: Date | null
  change: string | null
}

/**
 * The document's row with its published version, locked for the transaction when `forUpdate`; the
 * published content and the draft as today's schema reads them, whichever schema wrote them.
 */
export async function readDocumentRow(key: ContentKey, tx: Queryable = sql(), forUpdate = false): Promise<DocumentRow> {
  // Locked first and read after: a row locked while joined to its published version would be read as
  // it was before a change that committed meanwhile, and dropped when that change moved the version.
  if (forUpdate) await tx`select 1 from content_documents where key = ${key} for update`
  const [row] = await tx<(DocumentRow & { published_schema_version: number; draft_schema_version: number })[]>`
    select d.revision, d.published_version, v.content as published_content, v.schema_version as published_schema_version, v.published_at, ${shownAdminName(tx, 'v.published_by')} as published_by,
      d.draft, d.draft_schema_version, d.draft_saved_at, ${shownAdminName(tx, 'd.draft_saved_by')} as draft_saved_by, ${shownAdminName(tx, 'd.changed_by')} as changed_by, d.changed_at, d.change
    from content_documents d
    join content_versions v on v.key = d.key and v.version = d.published_version
    where d.key = ${key}`
  if (!row) throw new Error(`The document ${key} has no published version`)
  const { published_schema_version, draft_schema_version, ...rest } = row
  return {
    ...rest,
    published_content: upToDate(key, row.published_content, published_schema_version),
    draft: row.draft === null ? null : upToDate(key, row.draft, draft_schema_version),
  }
}

export function documentState(key: ContentKey, row: DocumentRow): DocumentState {
  const { title, schema } = DOCUMENTS[key]
  const hasDraft = row.draft !== null && row.draft_saved_at !== null
  return {
    key,
    title,
    revision: row.revision,
    published: {
      version: row.published_version,
      content: row.published_content,
      publishedAt: row.published_at.toISOString(),
      publishedBy: row.published_by,
    },
    draft: hasDraft ? { content: row.draft, savedAt: row.draft_saved_at!.toISOString(), savedBy: row.draft_saved_by } : null,
    changes: hasDraft ? contentChanges(schema, row.published_content, row.draft) : [],
  }
}

/** A document as the editor opens it (`GET /api/admin/content/:key`). */
export async function readDocumentState(key: ContentKey, tx: Queryable = sql()): Promise<DocumentState> {
  return documentState(key, await readDocumentRow(key, tx))
}
