import type { FormType } from './forms.ts'
import { isUuid } from '../site/uuid.ts'
import type { FieldErrors } from './validation.ts'

/** What a submission came to, as the page shows it after a post without JavaScript. */
export type FormOutcome =
  | { status: 'success'; message: string }
  | { status: 'error'; error: string; details?: FieldErrors; values: Record<string, string | boolean> }

/** What a form page's POST handler passes on with `next({ context: { formOutcome } })` when it renders in place. */
export type FormPageServerContext = { formOutcome?: FormOutcome }

/** The id of a form's section on its page, such as 'hall-hire-form': a post without JavaScript comes back scrolled to it. */
export function formAnchor(formType: FormType): string {
  return `${formType.replaceAll('_', '-')}-form`
}

/** The query parameter that names a stored outcome: an opaque id, never the visitor's data. */
export const FORM_RESULT_PARAM = 'result'

/** Whether `value` can name a stored outcome: only a UUID is ever looked up. */
export function isFormResultId(value: unknown): value is string {
  return typeof value === 'string' && isUuid(value)
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
