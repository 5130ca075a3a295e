import type { ContentKey } from '../../app/content/documents/keys.ts'
import type { ContentConflict } from '../../app/lib/content/admin-api.ts'
import { json } from '../http.ts'
import { type DocumentRow, documentState } from './document-state.ts'
import { whenSaid } from './when.ts'

const DID = { save: 'saved', discard: 'discarded the draft of', publish: 'published', restore: 'restored an earlier version of', import: 'imported' } as const

/** Who changed the document last, and when: "Ruth saved this document at 14:02". */
export function lastChange(row: DocumentRow): string {
  const did = DID[row.change as keyof typeof DID]
  if (!did || !row.changed_at) return 'Someone changed this document'
  return `${row.changed_by ?? 'Someone'} ${did} this document ${whenSaid(row.changed_at)}`
}

function conflictResponse(key: ContentKey, row: DocumentRow, error: string): Response {
  const body: ContentConflict = { error, current: documentState(key, row) }
  return json(body, { status: 409 })
}

/** The 409 for a change made from an older revision: who got there first, what became of this change, and the document as it is now. */
export function staleRevision(key: ContentKey, row: DocumentRow, consequence: string): Response {
  return conflictResponse(key, row, `${lastChange(row)}, after you opened it. ${consequence}`)
}

/** The 409 for a restore while a draft waits. */
export function draftInTheWay(key: ContentKey, row: DocumentRow): Response {
  const saved = row.draft_saved_at ? ` ${whenSaid(row.draft_saved_at)}` : ''
  return conflictResponse(key, row, `${row.draft_saved_by ?? 'Someone'} saved a draft of this document${saved}. Publish or discard the draft first.`)
}
