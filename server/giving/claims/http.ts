import { claimPeriodSchema, claimSentSchema } from '../../../app/lib/giving/claims/claim.ts'
import type { SessionAdmin } from '../../auth/session.ts'
import { recordAudit } from '../../audit/audit-log.ts'
import { BadRequest } from '../../errors.ts'
import { json, queryReader } from '../../http/responses.ts'
import { parseJsonRequest } from '../../http/validate.ts'
import { buildClaim, claimIdOf, exportableSchedule, listClaims, markClaimSent, showClaim } from './claims.ts'
import { sheetsOf } from './schedule-rules.ts'
import { scheduleCsv, scheduleOds } from './schedule-ods.ts'

const NO_STORE = { headers: { 'Cache-Control': 'no-store' } }

/** GET /api/admin/gift-aid/claims: the history of claims. */
export async function handleListClaims(): Promise<Response> {
  return json(await listClaims(), NO_STORE)
}

/** POST /api/admin/gift-aid/claims: builds the claim of a period, replacing the one in preparation. */
export async function handleBuildClaim(request: Request, admin: SessionAdmin): Promise<Response> {
  return json(await buildClaim(await parseJsonRequest(request, claimPeriodSchema), admin.email), { status: 201 })
}

/** GET /api/admin/gift-aid/claims/{id}: the claim, its schedule and its checks. */
export async function handleShowClaim(rawId: string, admin: SessionAdmin): Promise<Response> {
  return json(await showClaim(rawId, admin.email), NO_STORE)
}

/** POST /api/admin/gift-aid/claims/{id}/sent: marks the claim sent with HMRC's reference and the day. */
export async function handleMarkSent(request: Request, rawId: string, admin: SessionAdmin): Promise<Response> {
  const id = claimIdOf(rawId)
  const sent = await parseJsonRequest(request, claimSentSchema)
  return json(await markClaimSent(id, sent, admin.email))
}

/**
 * GET /api/admin/gift-aid/claims/{id}/export?sheet=1&format=ods|csv: one sheet of at most 1,000
 * rows in HMRC's layout, refused while any row would be refused by HMRC.
 */
export async function handleExportClaim(request: Request, rawId: string, admin: SessionAdmin): Promise<Response> {
  const { claim, rows } = await exportableSchedule(rawId)
  const { details, one } = queryReader(new URL(request.url), ['sheet', 'format'])
  const sheets = sheetsOf(rows)
  const sheet = Number(one('sheet') ?? '1')
  const format = one('format') ?? 'ods'
  if (!Number.isInteger(sheet) || sheet < 1 || sheet > sheets.length) details.sheet = `expected a sheet from 1 to ${sheets.length}`
  if (format !== 'ods' && format !== 'csv') details.format = 'expected ods or csv'
  if (Object.keys(details).length > 0) throw new BadRequest('Invalid query', 400, details)
  const name = `gift-aid-schedule-${claim.periodFrom}-to-${claim.periodTo}-${sheet}-of-${sheets.length}.${format}`
  await recordAudit({
    actorEmail: admin.email,
    action: 'gift_aid_claim.exported',
    detail: `Gift Aid claim ${claim.id} exported: sheet ${sheet} of ${sheets.length} (${format})`,
  })
  const body = format === 'ods' ? scheduleOds(sheets[sheet - 1]!) : new TextEncoder().encode(scheduleCsv(sheets[sheet - 1]!))
  return new Response(body as BodyInit, {
    headers: {
      'Content-Type': format === 'ods' ? 'application/vnd.oasis.opendocument.spreadsheet' : 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'no-store',
    },
  })
}
