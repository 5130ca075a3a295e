import { FORMS, type FormType } from '../../app/lib/forms/forms.ts'
import { SUBMISSION_ID_FIELD } from '../../app/lib/forms/submission-id.ts'

/**
 * A form posted without JavaScript, as the schema expects it: text fields as strings and
 * checkboxes as true or false (an unticked box is not sent at all), with the form's submission id.
 */
export function valuesFromFormData(formType: FormType, form: URLSearchParams): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {}
  for (const [name, empty] of Object.entries({ ...FORMS[formType].empty, website: '' })) {
    values[name] = typeof empty === 'boolean' ? form.has(name) : (form.get(name) ?? '')
  }
  const submissionId = form.get(SUBMISSION_ID_FIELD)
  if (submissionId) values[SUBMISSION_ID_FIELD] = submissionId
  return values
}
