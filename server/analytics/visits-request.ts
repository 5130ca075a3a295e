import { VISIT_PAGE_NAMES, VISITS_DEFAULT_DAYS, VISITS_MAX_DAYS } from '../../app/lib/visits.ts'
import { errorResponse } from '../http.ts'
import type { VisitsQuery } from './visits-report.ts'

const KNOWN_PARAMS = new Set(['days', 'page'])

/** The report's query string, checked: the query to run, or a 400 naming each bad parameter. */
export function readVisitsQuery(url: URL): VisitsQuery | Response {
  const details: Record<string, string> = {}
  const one = (name: string) => {
    const values = url.searchParams.getAll(name)
    if (values.length > 1) details[name] = 'expected once'
    return values[0]
  }
  for (const name of url.searchParams.keys()) {
    if (!KNOWN_PARAMS.has(name)) details[name] = 'unknown parameter'
  }

  const daysText = one('days') ?? String(VISITS_DEFAULT_DAYS)
  const days = /^\d{1,3}$/.test(daysText) ? Number(daysText) : Number.NaN
  if (!(days >= 1 && days <= VISITS_MAX_DAYS)) details.days = `expected a whole number from 1 to ${VISITS_MAX_DAYS}`
  const pageName = one('page')
  if (pageName !== undefined && !VISIT_PAGE_NAMES.includes(pageName)) details.page = 'expected the name of a page, or Unknown Page'

  if (Object.keys(details).length > 0) return errorResponse(400, 'Invalid query', details)
  return { days, pageName }
}
