import type { FieldErrors } from './validation.ts'
/** The three public forms. */
export const FORM_TYPES = ['contact', 'hall_hire', 'stay_in_touch'] as const
export type FormType = (typeof FORM_TYPES)[number]

/** The page each form lives on; a form posted without JavaScript comes back here. */
export const FORM_PAGES: Record<FormType, string> = {
  contact: '/contact',
  hall_hire: '/hall-hire',
  stay_in_touch: '/stayintouch',
}

/** Where each form sends its JSON. */
export const FORM_API_PATHS: Record<FormType, string> = {
  contact: '/api/contact',
  hall_hire: '/api/hall-hire',
  stay_in_touch: '/api/stay-in-touch',
}

/** The id of each form's section: a post without JavaScript comes back scrolled to it. */
export const FORM_ANCHORS: Record<FormType, string> = {
  contact: 'contact-form',
  hall_hire: 'hall-hire-form',
  stay_in_touch: 'stay-in-touch-form',
}

/** The error of an answer whose `details` name the fields to correct. */
export const INVALID_FORM_ERROR = 'Some details are missing or need correcting'

/** What a submission came to, as the page shows it after a post without JavaScript. */
export type FormOutcome =
  | { status: 'success'; message: string }
  | { status: 'error'; error: string; details?: FieldErrors; values: Record<string, string | boolean> }

/** What a form page's POST handler passes on with `next({ context: { formOutcome } })` when it renders in place. */
export type FormPageServerContext = { formOutcome?: FormOutcome }

/** The query parameter that names a stored outcome: an opaque id, never the visitor's data. */
export const FORM_RESULT_PARAM = 'result'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Whether `value` can name a stored outcome: only a UUID is ever looked up. */
export function isFormResultId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value)
}

/**
 * `validateSearch` for the form pages: keeps a well-formed result id. Anything else is left out
 * here, but the router still hands it on with the page's other search values, so the loader
 * checks the id again before any lookup.
 */
export function formResultSearch(search: Record<string, unknown>): { result?: string } {
  const value = search[FORM_RESULT_PARAM]
  return isFormResultId(value) ? { result: value } : {}
}

/** One sentence listing what is wrong, for a toast: 'Please enter your name. Please enter …' */
export function describeDetails(details: FieldErrors | string | string[] | undefined): string | undefined {
  if (details === undefined) return undefined
  const messages = typeof details === 'string' ? [details] : Array.isArray(details) ? details : Object.values(details)
  const text = messages
    .map((message) => message.trim())
    .filter(Boolean)
    .map((message) => (/[.!?]$/.test(message) ? message : `${message}.`))
    .join(' ')
  return text || undefined
}

/** What a failed answer's toast says: its details when they say anything, else its error, else the form's own fallback. */
export function failureDescription(body: { error?: unknown; details?: unknown }, fallback: string): string {
  const details = body.details
  const readable = typeof details === 'string' || Array.isArray(details) || (details && typeof details === 'object') ? details : undefined
  const error = typeof body.error === 'string' && body.error.trim() ? body.error : undefined
  return describeDetails(readable as FieldErrors | string | string[] | undefined) ?? error ?? fallback
}
