import type { FieldErrors } from './validation.ts'

/** The error of an answer whose `details` name the fields to correct. */
export const INVALID_FORM_ERROR = 'Some details are missing or need correcting'

/** One sentence listing what is wrong, for a toast: 'Please enter your name. Please enter …' */
function describeDetails(details: FieldErrors | string | string[] | undefined): string | undefined {
  if (details === undefined) return undefined
  const problems = typeof details === 'string' ? [details] : Array.isArray(details) ? details : Object.values(details)
  const text = problems
    .map((problem) => problem.trim())
    .filter(Boolean)
    .map((problem) => (/[.!?]$/.test(problem) ? problem : `${problem}.`))
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
