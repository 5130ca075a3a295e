import { CONTENT_KEYS, type ContentKey } from '../../app/content/documents/keys.ts'
import type postgres from 'postgres'
import { invalidateLocally } from '../page-cache/site-version.ts'
import { auditImported } from './audit.ts'
import { readDocumentRow } from './document-state.ts'
import { withImportedPhotos } from '../photos/archive.ts'
import { readImportFile } from './import-file.ts'
import { withPhotosResolved } from './validate-content.ts'
import { changed, insertVersion } from './write.ts'

/** JSON with every object's keys in order, as jsonb keeps no order of its own. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  )
}

const sameContent = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b))

async function importDocument(tx: postgres.TransactionSql, key: ContentKey, fileContent: unknown, actorEmail: string): Promise<boolean> {
  const row = await readDocumentRow(key, tx, true)
  const content = await withPhotosResolved(fileContent, `documents.${key}`, tx)
  if (sameContent(row.published_content, content)) return false
  const version = await insertVersion(tx, key, content, 'import', actorEmail)
  await tx`update content_documents set published_version = ${version}, ${changed(tx, actorEmail, 'import')} where key = ${key}`
  await auditImported(key, actorEmail, version, tx)
  return true
}

/**
 * Imports an export: every document is checked before anything is written, then each one whose
 * content differs from what is published becomes a new version, all in one transaction with the
 * photos it adds to the library: a refused import adds none. Documents the file leaves out stay as
 * they are, and drafts are kept.
 */
export async function importContent(file: Record<string, unknown>, actorEmail: string): Promise<{ imported: ContentKey[] }> {
  const { documents, photos } = readImportFile(file)
  const byKey = new Map(documents)
  const imported = await withImportedPhotos(photos, actorEmail, async (tx) => {
    const written: ContentKey[] = []
    for (const key of CONTENT_KEYS) {
      if (byKey.has(key) && (await importDocument(tx, key, byKey.get(key), actorEmail))) written.push(key)
    }
    return written
  })
  if (imported.length > 0) invalidateLocally()
  return { imported }
}
