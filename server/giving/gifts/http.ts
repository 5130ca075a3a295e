import * as v from 'valibot'
import { csvMappingSchema, giftMatchSchema, handGiftSchema, smallDonationsSchema } from '../../../app/lib/giving/claims/gift-schemas.ts'
import { parseUkDate } from '../../../app/lib/giving/claims/uk-dates.ts'
import { fieldErrors } from '../../../app/lib/forms/validation.ts'
import type { SessionAdmin } from '../../auth/session.ts'
import { BadRequest } from '../../errors.ts'
import { discardBody, readBodyBytes } from '../../http/request-body.ts'
import { json, queryReader } from '../../http/responses.ts'
import { parseJsonRequest } from '../../http/validate.ts'
import type { CsvLayout } from './csv-layout.ts'
import { type GiftFilter, giftIdOf, listGifts, listSmallDonations, recordHandGift, recordSmallDonations, searchGivers, settleGift } from './gifts.ts'
import { importStatement, STATEMENT_BYTES_LIMIT } from './statement-import.ts'

const NO_STORE = { headers: { 'Cache-Control': 'no-store' } }
const STATUSES = ['unmatched', 'matched', 'not_for_gift_aid', 'all'] as const

/** GET /api/admin/gifts?from&to&status: the gifts, filtered. */
export async function handleListGifts(request: Request, admin: SessionAdmin): Promise<Response> {
  const { details, one } = queryReader(new URL(request.url), ['from', 'to', 'status'])
  const filter: GiftFilter = {}
  for (const name of ['from', 'to'] as const) {
    const raw = one(name)
    if (raw === undefined || raw === '') continue
    const date = parseUkDate(raw)
    if (date) filter[name] = date
    else details[name] = 'expected a date like 2026-03-12'
  }
  const status = one('status')
  if (status !== undefined && !(STATUSES as readonly string[]).includes(status)) details.status = `expected one of ${STATUSES.join(', ')}`
  else if (status) filter.status = status as GiftFilter['status']
  if (Object.keys(details).length > 0) throw new BadRequest('Invalid query', 400, details)
  return json(await listGifts(filter, admin.email), NO_STORE)
}

/** The mapping sent with a statement in its query (`date`, `description`, and `amount` or `paidIn`), or null. */
function mappingOf(url: URL): CsvLayout | null {
  const { details, one } = queryReader(url, ['date', 'description', 'amount', 'paidIn'])
  const raw = Object.fromEntries(['date', 'description', 'amount', 'paidIn'].flatMap((name) => (one(name) === undefined ? [] : [[name, Number(one(name))]])))
  if (Object.keys(details).length > 0) throw new BadRequest('Invalid query', 400, details)
  if (Object.keys(raw).length === 0) return null
  const parsed = v.safeParse(csvMappingSchema, raw)
  if (!parsed.success) throw new BadRequest('Invalid column mapping', 400, fieldErrors(parsed.issues))
  const { date, description, amount, paidIn } = parsed.output
  if ((amount === undefined) === (paidIn === undefined))
    throw new BadRequest('Invalid column mapping', 400, { amount: 'Choose either the amount column or the paid-in column' })
  return amount === undefined ? { date, description, paidIn: paidIn! } : { date, description, amount }
}

/** POST /api/admin/gifts/import: a bank statement as the body (CSV, at most 5 MB), its column mapping in the query when it is new. */
export async function handleImportStatement(request: Request, admin: SessionAdmin): Promise<Response> {
  let mapping: CsvLayout | null
  try {
    mapping = mappingOf(new URL(request.url))
  } catch (error) {
    discardBody(request)
    throw error
  }
  let bytes: Uint8Array
  try {
    bytes = await readBodyBytes(request, STATEMENT_BYTES_LIMIT)
  } catch (error) {
    if (error instanceof BadRequest && error.status === 413)
      throw new BadRequest('The statement is larger than 5 MB: export a shorter period from the bank', 413, { file: 'The file is larger than 5 MB' })
    throw error
  }
  if (bytes.byteLength === 0) throw new BadRequest('Choose a CSV file of a bank statement', 400, { file: 'The file is empty' })
  return json(await importStatement(bytes, mapping, admin.email))
}

/** POST /api/admin/gifts: a gift recorded by hand. */
export async function handleRecordGift(request: Request, admin: SessionAdmin): Promise<Response> {
  return json(await recordHandGift(await parseJsonRequest(request, handGiftSchema), admin.email), { status: 201 })
}

/** PUT /api/admin/gifts/{id}/match: matched, not for Gift Aid, or unmatched. */
export async function handleSettleGift(request: Request, rawId: string, admin: SessionAdmin): Promise<Response> {
  const id = giftIdOf(rawId)
  await settleGift(id, await parseJsonRequest(request, giftMatchSchema), admin.email)
  return json({ success: true })
}

/** GET /api/admin/gifts/givers?q=: declarations to match a gift to. */
export async function handleSearchGivers(request: Request, admin: SessionAdmin): Promise<Response> {
  const { details, one } = queryReader(new URL(request.url), ['q'])
  const query = one('q') ?? ''
  if (query.length > 100) details.q = 'at most 100 characters'
  if (Object.keys(details).length > 0) throw new BadRequest('Invalid query', 400, details)
  return json(await searchGivers(query, admin.email), NO_STORE)
}

/** GET /api/admin/gifts/small-donations: the days' totals. */
export async function handleListSmallDonations(): Promise<Response> {
  return json(await listSmallDonations(), NO_STORE)
}

/** POST /api/admin/gifts/small-donations: a day's small cash or contactless gifts as one total. */
export async function handleRecordSmallDonations(request: Request, admin: SessionAdmin): Promise<Response> {
  return json(await recordSmallDonations(await parseJsonRequest(request, smallDonationsSchema), admin.email), { status: 201 })
}
