import * as v from 'valibot'
import { FORM_TYPES } from '../../app/lib/forms.ts'
import { MESSAGES_MAX_PAGE_SIZE, MESSAGES_PAGE_SIZE } from '../../app/lib/messages.ts'
import { isUuid } from '../../app/lib/uuid.ts'
import { errorResponse } from '../http.ts'
import type { InboxQuery } from './inbox.ts'

const KNOWN_PARAMS = new Set(['form_type', 'spam', 'limit', 'before'])

/** The inbox's query string, checked: the query to run, or a 400 naming each bad parameter. */
export function readInboxQuery(url: URL): InboxQuery | Response {
  const details: Record<string, string> = {}
  const one = (name: string) => {
    const values = url.searchParams.getAll(name)
    if (values.length > 1) details[name] = 'expected once'
    return values[0]
  }
  for (const name of url.searchParams.keys()) {
    if (!KNOWN_PARAMS.has(name)) details[name] = 'unknown parameter'
  }

  const formType = one('form_type')
  if (formType && !v.is(v.picklist(FORM_TYPES), formType)) details.form_type = `expected one of ${FORM_TYPES.join(', ')}`
  const spam = one('spam') ?? 'false'
  if (spam !== 'true' && spam !== 'false') details.spam = 'expected true or false'
  const limitText = one('limit') ?? String(MESSAGES_PAGE_SIZE)
  const limit = /^\d{1,3}$/.test(limitText) ? Number(limitText) : Number.NaN
  if (!(limit >= 1 && limit <= MESSAGES_MAX_PAGE_SIZE)) details.limit = `expected a whole number from 1 to ${MESSAGES_MAX_PAGE_SIZE}`
  const before = one('before')
  if (before !== undefined && !isUuid(before)) details.before = 'expected the id of a message'

  if (Object.keys(details).length > 0) return errorResponse(400, 'Invalid query', details)
  return { formType: (formType || undefined) as InboxQuery['formType'], spam: spam === 'true', limit, before }
}

/** A message id from the path, or a 400 for one that cannot be an id. */
export function readMessageId(id: string): string | Response {
  return isUuid(id) ? id.toLowerCase() : errorResponse(400, 'Invalid message id', { id: 'expected a message id' })
}

export const handledSchema = v.strictObject({ handled: v.boolean('expected true or false') })
