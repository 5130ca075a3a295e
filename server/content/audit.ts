import { DOCUMENTS } from '../../app/content/documents/index.ts'
import type { ContentKey } from '../../app/content/documents/keys.ts'
import type { Queryable } from '../../db/queryable.ts'
import { recordAudit, recordRepeatedAudit } from '../audit/audit-log.ts'

/** Saves of one document by one editor within this long fold into one entry of Recent Activity, with a count. */
const SAVE_WINDOW_MS = 60 * 60 * 1000

const title = (key: ContentKey) => DOCUMENTS[key].title

/**
 * A draft saved: an administrator who presses Save draft again and again while editing gets one
 * line, "Saved a draft of … (12 times)", per document, editor, published version and hour.
 */
export async function auditDraftSaved(key: ContentKey, actorEmail: string, publishedVersion: number, tx: Queryable): Promise<void> {
  const window = Math.floor(Date.now() / SAVE_WINDOW_MS)
  await recordRepeatedAudit(
    { actorEmail, action: 'content.save', detail: `Saved a draft of ${title(key)}` },
    `content.save:${key}:${actorEmail}:${publishedVersion}:${window}`,
    tx,
  )
}

export async function auditDraftDiscarded(key: ContentKey, actorEmail: string, tx: Queryable): Promise<void> {
  await recordAudit({ actorEmail, action: 'content.discard', detail: `Discarded the draft of ${title(key)}` }, tx)
}

export async function auditPublished(key: ContentKey, actorEmail: string, version: number, tx: Queryable): Promise<void> {
  await recordAudit({ actorEmail, action: 'content.publish', detail: `Published ${title(key)} (version ${version})` }, tx)
}

export async function auditRestored(key: ContentKey, actorEmail: string, from: number, version: number, tx: Queryable): Promise<void> {
  await recordAudit({ actorEmail, action: 'content.restore', detail: `Restored ${title(key)} to version ${from} (now version ${version})` }, tx)
}

export async function auditImported(key: ContentKey, actorEmail: string, version: number, tx: Queryable): Promise<void> {
  await recordAudit({ actorEmail, action: 'content.import', detail: `Imported ${title(key)} (version ${version})` }, tx)
}
