import { CONTENT_KEYS, type ContentKey } from '../../app/content/documents/keys.ts'
import { CONTENT_EXPORT_FORMAT, CONTENT_EXPORT_VERSION, type ContentExport } from '../../app/lib/content/admin-api.ts'
import { churchToday } from '../../app/lib/site/dates.ts'
import { sql } from '../../db/client.ts'
import { exportPhotos, photoIdsIn } from '../photos/archive.ts'
import { currentSchemaVersion, upToDate } from './schema-versions.ts'

/**
 * Every document's published content, in today's schema with the ids of its list items, and the
 * photos it shows, as one file another installation can import.
 */
export async function exportContent(): Promise<ContentExport> {
  const rows = await sql()<{ key: ContentKey; content: unknown; schema_version: number }[]>`
    select d.key, v.content, v.schema_version
    from content_documents d
    join content_versions v on v.key = d.key and v.version = d.published_version
    where d.key = any(${CONTENT_KEYS as readonly string[]})`
  const found = new Map(rows.map((row) => [row.key, upToDate(row.key, row.content, row.schema_version)]))
  const keys = CONTENT_KEYS.filter((key) => found.has(key))
  const documents = Object.fromEntries(keys.map((key) => [key, found.get(key)]))
  const photoIds = [...new Set(Object.values(documents).flatMap((content) => photoIdsIn(content)))]
  return {
    format: CONTENT_EXPORT_FORMAT,
    formatVersion: CONTENT_EXPORT_VERSION,
    exportedAt: new Date().toISOString(),
    documents,
    schemaVersions: Object.fromEntries(keys.map((key) => [key, currentSchemaVersion(key)])),
    photos: await exportPhotos(photoIds),
  }
}

/** The name the browser saves an export under: church-site-content-2026-11-24.json. */
export function exportFileName(now = new Date()): string {
  return `church-site-content-${churchToday(now)}.json`
}

const megabytes = (bytes: number) => `${Math.ceil((bytes / 1024 / 1024) * 10) / 10} MB`

/** Why an export of `bytes` cannot be offered, when an import takes at most `limit`: a file the site could not read back. */
export function exportTooLarge(bytes: number, limit: number): string | null {
  if (bytes <= limit) return null
  return `The export would be ${megabytes(bytes)}, more than the ${megabytes(limit)} an import takes: remove some photos from the content, then download it again`
}
