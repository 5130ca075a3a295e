import type { ContentKey } from '../../app/content/documents/keys.ts'
import type { DocumentState } from '../../app/lib/content/admin-api.ts'
import { sql } from '../../db/client.ts'
import type postgres from 'postgres'
import { auditDraftDiscarded, auditDraftSaved } from './audit.ts'
import { staleRevision } from './conflict.ts'
import { readDocumentRow, readDocumentState } from './document-state.ts'
import { validContent, withPhotosResolved } from './validate-content.ts'
import { currentSchemaVersion } from './schema-versions.ts'
import { changed } from './write.ts'

/**
 * Keeps `content` as the document's draft, replacing any draft before it, when `revision` is the
 * document's current one; otherwise the 409 is thrown and nothing is saved.
 */
export async function saveDraft(key: ContentKey, input: { revision: number; content: unknown }, actorEmail: string): Promise<DocumentState> {
  const checked = validContent(key, input.content)
  return sql().begin(async (tx) => {
    const row = await readDocumentRow(key, tx, true)
    if (row.revision !== input.revision) throw staleRevision(key, row, 'Your changes are not saved: compare them with theirs below.')
    // Under the document's lock, which a photo's deletion takes too: a photo found here stays.
    const content = await withPhotosResolved(checked, 'content', tx)
    await tx`
      update content_documents
      set draft = ${tx.json(content as postgres.JSONValue)}, draft_schema_version = ${currentSchemaVersion(key)}, draft_saved_at = now(), draft_saved_by = ${actorEmail}, ${changed(tx, actorEmail, 'save')}
      where key = ${key} and revision = ${input.revision}`
    await auditDraftSaved(key, actorEmail, row.published_version, tx)
    return readDocumentState(key, tx)
  })
}

/** Throws the draft away, leaving the published version as it is. Without a draft, nothing changes. */
export async function discardDraft(key: ContentKey, revision: number, actorEmail: string): Promise<DocumentState> {
  return sql().begin(async (tx) => {
    const row = await readDocumentRow(key, tx, true)
    if (row.revision !== revision) throw staleRevision(key, row, 'The draft is not discarded: see the document as it is now below.')
    if (row.draft === null) return readDocumentState(key, tx)
    await tx`
      update content_documents
      set draft = null, draft_saved_at = null, draft_saved_by = null, ${changed(tx, actorEmail, 'discard')}
      where key = ${key} and revision = ${revision}`
    await auditDraftDiscarded(key, actorEmail, tx)
    return readDocumentState(key, tx)
  })
}
