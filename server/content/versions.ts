import { DOCUMENTS } from '../../app/content/documents/index.ts'
import type { ContentKey } from '../../app/content/documents/keys.ts'
import type { VersionContent, VersionOrigin, VersionSummary } from '../../app/lib/content/admin-api.ts'
import { contentChanges } from '../../app/lib/content/diff.ts'
import { sql } from '../../db/client.ts'
import type { Queryable } from '../../db/queryable.ts'
import { shownAdminName } from '../audit/admin-names.ts'
import { upToDate } from './schema-versions.ts'

type VersionRow = {
  version: number
  origin: VersionOrigin
  restored_from: number | null
  published_at: Date
  published_by: string | null
  content: unknown
  schema_version: number
}

/** A version as stored, its content as today's schema reads it. */
function versionContent(key: ContentKey, row: VersionRow): VersionContent {
  return {
    version: row.version,
    origin: row.origin,
    restoredFrom: row.restored_from,
    publishedAt: row.published_at.toISOString(),
    publishedBy: row.published_by,
    content: upToDate(key, row.content, row.schema_version),
  }
}

/** Every version of a document, newest first, each with what changed from the one before it. */
export async function listVersions(key: ContentKey): Promise<VersionSummary[]> {
  const db = sql()
  const rows = await db<VersionRow[]>`
    select version, origin, restored_from, published_at, ${shownAdminName(db, 'published_by')} as published_by, content, schema_version
    from content_versions where key = ${key} order by version`
  const { schema } = DOCUMENTS[key]
  const versions = rows.map((row) => versionContent(key, row))
  return versions
    .map(({ content, ...summary }, index) => ({ ...summary, changes: index === 0 ? [] : contentChanges(schema, versions[index - 1]!.content, content) }))
    .reverse()
}

/** One version of a document, or null when it has no such version. */
export async function readVersion(key: ContentKey, version: number, tx: Queryable = sql()): Promise<VersionContent | null> {
  const [row] = await tx<VersionRow[]>`
    select version, origin, restored_from, published_at, ${shownAdminName(tx, 'published_by')} as published_by, content, schema_version
    from content_versions where key = ${key} and version = ${version}`
  return row ? versionContent(key, row) : null
}
