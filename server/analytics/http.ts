import { pageVisitSchema } from '../../app/lib/visits/page-visit-schema.ts'
import { BadRequest, RequestRefused, TooManyRequests, Unavailable } from '../errors.ts'
import { clientAddress, json, queryReader } from '../http/responses.ts'
import { addressBucket, hitRateLimit } from '../security/rate-limit.ts'
import { parseJsonRequest } from '../http/validate.ts'
import { recordPageVisit } from './page-visits.ts'
import { visitsReport, type VisitsQuery } from './visits-report.ts'
import { VISIT_PAGE_NAMES, VISITS_DEFAULT_DAYS, VISITS_MAX_DAYS } from '../../app/lib/visits/visits.ts'

/**
 * Page reports one address may send per window: a congregation of 150 behind one church or
 * home router, each opening a few pages on a Sunday morning, stays far below it.
 */
export const PAGE_VISIT_BUDGET = 600
const PAGE_VISIT_WINDOW_SECONDS = 10 * 60
const PAGE_VISIT_BODY_LIMIT = 8 * 1024

/** POST /api/analytics/page-visit: counts a visit, within the address's budget. */
export async function handlePageVisitRequest(request: Request): Promise<Response> {
  try {
    const budget = await hitRateLimit(addressBucket('page-visit', clientAddress(request)), PAGE_VISIT_BUDGET, PAGE_VISIT_WINDOW_SECONDS)
    if (!budget.allowed) {
      await request.body?.cancel()
      throw new TooManyRequests('Too many page visits reported from this address. Please wait and try again.', budget.retryAfterSeconds)
    }
    await recordPageVisit(await parseJsonRequest(request, pageVisitSchema, PAGE_VISIT_BODY_LIMIT))
    return json({ ok: true }, { status: 201 })
  } catch (error) {
    if (error instanceof RequestRefused) throw error
    console.error('A page visit could not be counted', error)
    throw new Unavailable('Visits cannot be counted just now. Please try again later.', 30)
  }
}

/** GET /api/admin/visits?days=30[&page=…]: visits per day and per page, for the dashboard's charts. */
export async function handleVisitsReport(request: Request): Promise<Response> {
  return json(await visitsReport(readVisitsQuery(new URL(request.url))))
}

/** The report's query string, checked: the query to run, or a BadRequest thrown naming each bad parameter. */
function readVisitsQuery(url: URL): VisitsQuery {
  const { details, one } = queryReader(url, ['days', 'page'])

  const daysText = one('days') ?? String(VISITS_DEFAULT_DAYS)
  const days = /^\d{1,3}$/.test(daysText) ? Number(daysText) : Number.NaN
  if (!(days >= 1 && days <= VISITS_MAX_DAYS)) details.days = `expected a whole number from 1 to ${VISITS_MAX_DAYS}`
  const pageName = one('page')
  if (pageName !== undefined && !VISIT_PAGE_NAMES.includes(pageName)) details.page = 'expected the name of a page, or Unknown Page'

  if (Object.keys(details).length > 0) throw new BadRequest('Invalid query', 400, details)
  return { days, pageName }
}
