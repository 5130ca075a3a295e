import type { FieldErrors } from '~/lib/forms/validation'
import type { SeriesFormValues } from './series-form-values'

/** What each part of the series form is given: its values, the errors by field, and a way to change some values. */
export type SeriesFieldProps = {
  idPrefix: string
  values: SeriesFormValues
  errors: FieldErrors
  change: (patch: Partial<SeriesFormValues>) => void
}

/** The id of a field's control, which its label, error and the focus on a refusal find it by. */
export const fieldId = (idPrefix: string, field: keyof SeriesFormValues) => `${idPrefix}-${field}`
