import * as v from 'valibot'
import type { FormType } from '~/lib/forms'
import type { FieldErrors } from '~/lib/validation'
import { contactSchema } from '~/lib/schemas/contact'
import { hallHireSchema } from '~/lib/schemas/hall-hire'
import { stayInTouchSchema } from '~/lib/schemas/stay-in-touch'
import { fieldErrors } from '~/lib/validation'

const schemas = { contact: contactSchema, stay_in_touch: stayInTouchSchema, hall_hire: hallHireSchema } as const

/**
 * The server's own rules, run in the browser before sending: what is wrong, by field, or null.
 * Loaded on the first submit, so pages carry no validation code until a form is sent.
 */
export function checkValues(formType: FormType, payload: Record<string, unknown>): FieldErrors | null {
  const result = v.safeParse(schemas[formType], payload)
  return result.success ? null : fieldErrors(result.issues)
}
