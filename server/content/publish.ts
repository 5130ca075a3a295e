import type { ContentKey } from '../../app/content/documents/keys.ts'
import type { DocumentState } from '../../app/lib/content/admin-api.ts'
import { sql } from '../../db/client.ts'
import { BadRequest } from '../errors.ts'
import { invalidateLocally } from '../page-cache/site-version.ts'
import { auditPublished } from './audit.ts'
import { staleRevision } from './conflict.ts'
import { readDocumentRow, readDocumentState } from './document-state.ts'
import { validContent } from './validate-content.ts'
import { insertVersion, publishVersion } from './write.ts'

/**
 * Publishes the draft as the document's next version, in one transaction with the revision check;
 * this instance shows it at once, the others when they hear of the new site version.
 */
export async function publishDraft(key: ContentKey, revision: number, actorEmail: string): Promise<DocumentState> {
  const state = await sql().begin(async (tx) => {
    const row = await readDocumentRow(key, tx, true)
    if (row.revision !== revision) throw staleRevision(key, row, 'Nothing was published: see the document as it is now below.')
    if (row.draft === null) throw new BadRequest('There is no draft to publish: save your changes first')
    const content = validContent(key, row.draft, 'draft')
    const version = await insertVersion(tx, key, content, 'publish', actorEmail)
    await publishVersion(tx, key, version, revision, actorEmail, 'publish')
    await auditPublished(key, actorEmail, version, tx)
    return readDocumentState(key, tx)
  })
  invalidateLocally()
  return state
}
