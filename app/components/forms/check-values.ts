import * as v from 'valibot'
import { FORMS, type FormType } from '~/lib/forms/forms'
import { type FieldErrors, fieldErrors } from '~/lib/forms/validation'

/**
 * The server's own rules, run in the browser before sending: what is wrong, by field, or null.
 * Loaded on the first submit, so pages carry no validation code until a form is sent.
 */
export async function checkValues(formType: FormType, payload: Record<string, unknown>): Promise<FieldErrors | null> {
  const result = v.safeParse(await FORMS[formType].schema(), payload)
  return result.success ? null : fieldErrors(result.issues)
}
