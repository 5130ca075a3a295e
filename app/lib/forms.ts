/** The three public forms (SPEC §3 'Email form types'). */
export const FORM_TYPES = ['contact', 'hall_hire', 'stay_in_touch'] as const
export type FormType = (typeof FORM_TYPES)[number]

/** The page each form lives on; a form posted without JavaScript comes back here. */
export const FORM_PAGES: Record<FormType, string> = {
  contact: '/contact',
  hall_hire: '/hall-hire',
  stay_in_touch: '/stayintouch',
}

/** Where each form sends its JSON (SPEC §7). */
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

export type FieldDetails = Record<string, string>

/** The error of an answer whose `details` name the fields to correct. */
export const INVALID_FORM_ERROR = 'Some details are missing or need correcting'

/** What a submission came to, as the page shows it after a post without JavaScript. */
export type FormOutcome =
  | { status: 'success'; message: string }
  | { status: 'error'; error: string; details?: FieldDetails; values: Record<string, string | boolean> }

/** The query parameter that names a stored outcome: an opaque id, never the visitor's data. */
export const FORM_RESULT_PARAM = 'result'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** `validateSearch` for the form pages: keeps a well-formed result id, drops anything else. */
export function formResultSearch(search: Record<string, unknown>): { result?: string } {
  const value = search[FORM_RESULT_PARAM]
  return typeof value === 'string' && UUID.test(value) ? { result: value } : {}
}

/** One sentence listing what is wrong, for a toast: 'Please enter your name. Please enter …' */
export function describeDetails(details: FieldDetails | string | string[] | undefined): string | undefined {
  if (details === undefined) return undefined
  const messages = typeof details === 'string' ? [details] : Array.isArray(details) ? details : Object.values(details)
  const text = messages
    .map((message) => message.trim())
    .filter(Boolean)
    .map((message) => (/[.!?]$/.test(message) ? message : `${message}.`))
    .join(' ')
  return text || undefined
}
