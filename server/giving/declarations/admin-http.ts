import * as v from 'valibot'
import { INVALID_FORM_ERROR } from '../../../app/lib/forms/form-failure.ts'
import { fieldErrors } from '../../../app/lib/forms/validation.ts'
import { londonToday } from '../../../app/lib/calendar/london-time.ts'
import { cancelSchema, changeFromSchema, detailsChangeSchema, paperDeclarationSchema } from '../../../app/lib/giving/declaration-form.ts'
import { writtenDay } from '../../../app/lib/giving/dates.ts'
import type { SessionAdmin } from '../../auth/session.ts'
import { BadRequest, Conflict, NotFound } from '../../errors.ts'
import { json } from '../../http/responses.ts'
import { readJsonBody } from '../../http/request-body.ts'
import { cancelDeclaration, changeDetails, DeclarationChangeRefused } from './changing.ts'
import { recordPaperDeclaration } from './declaring.ts'
import { searchDeclarations, viewDeclaration } from './register.ts'

const BODY_LIMIT = 16 * 1024
const NOT_FOUND = 'Declaration not found'
const NO_STORE = { headers: { 'Cache-Control': 'no-store' } }
const SEARCH_MAX = 100

/** A declaration's id from the path: digits only, anything else finds nothing (decision 045). */
function declarationId(raw: string): string {
  if (!/^[1-9][0-9]{0,17}$/.test(raw)) throw new NotFound(NOT_FOUND)
  return raw
}

function parsed<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, body)
  if (!result.success) throw new BadRequest(INVALID_FORM_ERROR, 400, fieldErrors(result.issues))
  return result.output
}

function refused(error: unknown): never {
  if (error instanceof DeclarationChangeRefused) {
    if (error.status === 409) throw new Conflict(error.message)
    throw new BadRequest(error.message, 400, { [error.field]: error.message })
  }
  throw error
}

/** GET /api/admin/gift-aid/declarations?q=…&past=1: the register searched, or those past their keep-until day. */
export async function handleSearchDeclarations(request: Request, admin: SessionAdmin): Promise<Response> {
  const params = new URL(request.url).searchParams
  const text = params.get('q') ?? ''
  if (text.length > SEARCH_MAX) throw new BadRequest(INVALID_FORM_ERROR, 400, { q: `Search is too long (at most ${SEARCH_MAX} characters)` })
  return json(await searchDeclarations({ text, pastKeepUntil: params.get('past') === '1' }, admin.email), NO_STORE)
}

/** GET /api/admin/gift-aid/declarations/{id}: one declaration in full, audited. */
export async function handleViewDeclaration(rawId: string, admin: SessionAdmin): Promise<Response> {
  const record = await viewDeclaration(declarationId(rawId), admin.email)
  if (!record) throw new NotFound(NOT_FOUND)
  return json(record, NO_STORE)
}

/** POST /api/admin/gift-aid/declarations: a paper declaration recorded, with the date it was given. */
export async function handleRecordPaper(request: Request, admin: SessionAdmin): Promise<Response> {
  const paper = parsed(paperDeclarationSchema, await readJsonBody(request, BODY_LIMIT))
  if (paper.madeOn > londonToday()) throw new BadRequest(INVALID_FORM_ERROR, 400, { madeOn: 'Date given cannot be in the future' })
  return json(await recordPaperDeclaration(paper, admin.email), { status: 201 })
}

/** POST /api/admin/gift-aid/declarations/{id}/details: new name or address from a date; the earlier rows stay. */
export async function handleChangeDetails(rawId: string, request: Request, admin: SessionAdmin): Promise<Response> {
  const id = declarationId(rawId)
  const body = await readJsonBody(request, BODY_LIMIT)
  const [from, details] = [v.safeParse(changeFromSchema, body), v.safeParse(detailsChangeSchema, body)]
  if (!from.success || !details.success) {
    throw new BadRequest(INVALID_FORM_ERROR, 400, fieldErrors([...(details.issues ?? []), ...(from.issues ?? [])]))
  }
  const effectiveFrom = from.output.effectiveFrom
  const changed = await changeDetails({ id }, details.output, { by: 'admin', email: admin.email }, effectiveFrom).catch(refused)
  if (!changed) throw new NotFound(NOT_FOUND)
  return json({ ...changed, message: `Name and address recorded from ${writtenDay(effectiveFrom)}.` })
}

/** POST /api/admin/gift-aid/declarations/{id}/cancel: cancelled from a date, never before it was made or in the future. */
export async function handleCancel(rawId: string, request: Request, admin: SessionAdmin): Promise<Response> {
  const id = declarationId(rawId)
  const { cancelledOn } = parsed(cancelSchema, await readJsonBody(request, BODY_LIMIT))
  const cancelled = await cancelDeclaration({ id }, { by: 'admin', email: admin.email }, cancelledOn).catch(refused)
  if (!cancelled) throw new NotFound(NOT_FOUND)
  return json({ ...cancelled, message: `Cancelled from ${writtenDay(cancelledOn)}.` })
}
