import type { ContentKey } from '../../app/content/documents/keys.ts'
import type { ContentConflict } from '../../app/lib/content/admin-api.ts'
import { VersionConflict } from '../errors.ts'
import { type DocumentRow, documentState } from './document-state.ts'
import { whenSaid } from './when.ts'

const DID = { save: 'saved', discard: 'discarded the draft of', publish: 'published', restore: 'restored an earlier version of', import: 'imported' } as const

/** Who changed the document last, and when: "Ruth saved this document at 14:02". */
export function lastChange(row: DocumentRow): string {
  const did = DID[row.change as keyof typeof DID]
  if (!did || !row.changed_at) return 'Someone changed this document'
  return `${row.changed_by ?? 'Someone'} ${did} this document ${whenSaid(row.changed_at)}`
}

function conflict(key: ContentKey, row: DocumentRow, error: string): VersionConflict {
  const current: ContentConflict['current'] = documentState(key, row)
  return new VersionConflict(error, current)
}

/** The conflict (a 409) for a change made from an older revision: who got there first, what became of this change, and the document as it is now. */
export function staleRevision(key: ContentKey, row: DocumentRow, consequence: string): VersionConflict {
  return conflict(key, row, `${lastChange(row)}, after you opened it. ${consequence}`)
}

/** The conflict (a 409) for a restore while a draft waits. */
export function draftInTheWay(key: ContentKey, row: DocumentRow): VersionConflict {
  const saved = row.draft_saved_at ? ` ${whenSaid(row.draft_saved_at)}` : ''
  return conflict(key, row, `${row.draft_saved_by ?? 'Someone'} saved a draft of this document${saved}. Publish or discard the draft first.`)
}
