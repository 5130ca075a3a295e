import type { BookingInput } from '~/lib/hall/admin-types'
import type { FieldErrors } from '~/lib/forms/validation'

/** What each part of the booking form is given: its values, the errors by field, and a way to change some values. */
export type BookingFieldProps = {
  idPrefix: string
  values: BookingInput
  errors: FieldErrors
  change: (patch: Partial<BookingInput>) => void
}

/** The id of a field's control, which its label, error and the focus on a refusal find it by. */
export const bookingFieldId = (idPrefix: string, field: keyof BookingInput | 'skipDate') => `${idPrefix}-${field}`

/** The server names a skipped date by its place in the list ("skipDates.2"); the form shows it by the list. */
export function skipDatesError(errors: FieldErrors): string | undefined {
  return errors.skipDates ?? Object.entries(errors).find(([field]) => field.startsWith('skipDates.'))?.[1]
}
