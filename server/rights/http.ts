import { dataRightsRequestSchema } from '../../app/lib/rights/data-rights.ts'
import { recordAudit } from '../audit/audit-log.ts'
import type { SessionAdmin } from '../auth/session.ts'
import { json } from '../http/responses.ts'
import { parseJsonRequest } from '../http/validate.ts'
import { eraseEverythingAbout } from './erasure.ts'
import { exportFile } from './export-file.ts'
import { heldAbout, heldSummary } from './held-data.ts'

const BODY_LIMIT = 1024

// The address is sent in a POST body, never in a URL, so no log of requests keeps it.

/** POST /api/admin/data-rights/search with `{ email }`: everything held about it, grouped by table. */
export async function handleDataSearch(request: Request, admin: SessionAdmin): Promise<Response> {
  const { email } = await parseJsonRequest(request, dataRightsRequestSchema, BODY_LIMIT)
  const held = await heldAbout(email)
  await recordAudit({ actorEmail: admin.email, action: 'data_rights.search', detail: heldSummary(held) })
  return json(held)
}

/** POST /api/admin/data-rights/export with `{ email }`: the same, as one JSON file to download. */
export async function handleDataExport(request: Request, admin: SessionAdmin): Promise<Response> {
  const { email } = await parseJsonRequest(request, dataRightsRequestSchema, BODY_LIMIT)
  const held = await heldAbout(email)
  const file = exportFile(held)
  await recordAudit({ actorEmail: admin.email, action: 'data_rights.export', detail: `Exported ${heldSummary(held)}` })
  return new Response(file.body, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${file.name}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}

/** POST /api/admin/data-rights/erase with `{ email }`: every erasable row goes; the answer says what went and what stays. */
export async function handleDataErasure(request: Request, admin: SessionAdmin): Promise<Response> {
  const { email } = await parseJsonRequest(request, dataRightsRequestSchema, BODY_LIMIT)
  return json(await eraseEverythingAbout(email, admin.email))
}
