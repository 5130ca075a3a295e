import { contactSchema } from '../../app/lib/schemas/contact.ts'
import { hallHireSchema } from '../../app/lib/schemas/hall-hire.ts'
import { stayInTouchSchema } from '../../app/lib/schemas/stay-in-touch.ts'
import { stayInTouchChoices } from '../../app/lib/form-values.ts'
import type { FormType } from '../../app/lib/forms.ts'

export const formSchemas = {
  contact: contactSchema,
  stay_in_touch: stayInTouchSchema,
  hall_hire: hallHireSchema,
} as const

const CHOICES: ReadonlySet<string> = new Set(stayInTouchChoices)

/**
 * A form posted without JavaScript, as the schema expects it: text fields as strings and
 * checkboxes as true or false (an unticked box is not sent at all).
 */
export function valuesFromFormData(formType: FormType, form: URLSearchParams): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {}
  for (const name of Object.keys(formSchemas[formType].entries)) {
    if (CHOICES.has(name)) values[name] = form.has(name)
    else values[name] = form.get(name) ?? ''
  }
  return values
}
