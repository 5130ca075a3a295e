import { recordAudit } from '../../audit/audit-log.ts'
import { json } from '../../http/responses.ts'
import { checkSermonLibrary } from './check.ts'

/** POST /api/admin/sermon-library/check: a check of the library now, answered with how it went. */
export async function handleLibraryCheck(adminEmail: string): Promise<Response> {
  const result = await checkSermonLibrary()
  await recordAudit({ actorEmail: adminEmail, action: 'sermon_library.check', detail: `${result.outcome}: ${result.message}` })
  return json(result)
}
