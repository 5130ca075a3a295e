import type { ContentKey } from '../../app/content/documents/keys.ts'
import type { DocumentState } from '../../app/lib/content/admin-api.ts'
import { sql } from '../../db/client.ts'
import { BadRequest } from '../errors.ts'
import { invalidateLocally } from '../page-cache/site-version.ts'
import { auditRestored } from './audit.ts'
import { draftInTheWay, staleRevision } from './conflict.ts'
import { readDocumentRow, readDocumentState } from './document-state.ts'
import { validContent } from './validate-content.ts'
import { readVersion } from './versions.ts'
import { insertVersion, publishVersion } from './write.ts'

/**
 * Publishes an earlier version's content again, as a new version that says which one it restores:
 * the versions between stay as they were. Null when the document has no such version.
 */
export async function restoreVersion(key: ContentKey, from: number, revision: number, actorEmail: string): Promise<DocumentState | null> {
  const state = await sql().begin(async (tx) => {
    const row = await readDocumentRow(key, tx, true)
    const earlier = await readVersion(key, from, tx)
    if (!earlier) return null
    if (row.revision !== revision) throw staleRevision(key, row, 'Nothing was restored: see the document as it is now below.')
    if (row.draft !== null) throw draftInTheWay(key, row)
    if (from === row.published_version) throw new BadRequest(`Version ${from} is the one published now`)
    const content = validContent(key, earlier.content)
    const version = await insertVersion(tx, key, content, 'restore', actorEmail, from)
    await publishVersion(tx, key, version, revision, actorEmail, 'restore')
    await auditRestored(key, actorEmail, from, version, tx)
    return readDocumentState(key, tx)
  })
  if (state) invalidateLocally()
  return state
}
