import { recordRepeatedAudit } from '../../audit/audit-log.ts'

/** Views of the same thing by one administrator within this long fold into one entry, with a count. */
const VIEW_WINDOW_MS = 60 * 60 * 1000

/**
 * Records that an administrator viewed gifts or claims (financial personal data). A dashboard that
 * refetches as filters change is one line, "(12 times)", per administrator, action and hour.
 */
export async function auditViewed(actorEmail: string, action: string, detail: string, subject = ''): Promise<void> {
  const window = Math.floor(Date.now() / VIEW_WINDOW_MS)
  await recordRepeatedAudit({ actorEmail, action, detail }, `${action}:${subject}:${actorEmail}:${window}`)
}
