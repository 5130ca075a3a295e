import { DOCUMENTS } from '../../app/content/documents/index.ts'
import { CONTENT_KEYS, type ContentKey } from '../../app/content/documents/keys.ts'
import type { DocumentSummary } from '../../app/lib/content/admin-api.ts'
import { sql } from '../../db/client.ts'
import { shownAdminName } from '../audit/admin-names.ts'

type SummaryRow = {
  key: ContentKey
  revision: number
  published_version: number
  published_at: Date
  published_by: string | null
  has_draft: boolean
  draft_saved_at: Date | null
  draft_saved_by: string | null
}

/** Every document the site knows, in the dashboard's order, with its published version and draft. */
export async function listDocuments(): Promise<DocumentSummary[]> {
  const db = sql()
  const rows = await db<SummaryRow[]>`
    select d.key, d.revision, d.published_version, v.published_at, ${shownAdminName(db, 'v.published_by')} as published_by,
      d.draft is not null as has_draft, d.draft_saved_at, d.draft_saved_by
    from content_documents d
    join content_versions v on v.key = d.key and v.version = d.published_version
    where d.key = any(${CONTENT_KEYS as readonly string[]})`
  const byKey = new Map(rows.map((row) => [row.key, row]))
  return CONTENT_KEYS.flatMap((key) => {
    const row = byKey.get(key)
    if (!row) return []
    const { title, summary, previewPath } = DOCUMENTS[key]
    return [
      {
        key,
        title,
        summary,
        previewPath,
        revision: row.revision,
        publishedVersion: row.published_version,
        publishedAt: row.published_at.toISOString(),
        publishedBy: row.published_by,
        hasDraft: row.has_draft,
        draftSavedAt: row.draft_saved_at?.toISOString() ?? null,
        draftSavedBy: row.draft_saved_by,
      },
    ]
  })
}
