import { type ChangeEvent, useState } from 'react'
import type { FieldErrors } from '~/lib/forms/validation'
import { describedBy } from '~/components/ui/Field'
import { checkInput } from './check-input'

/**
 * The text fields of a small dialog: their values, their errors, the props that tie each input to
 * its value, its Field's label and error and its hint when it has one, and the check before sending.
 */
export function useDialogFields<T extends Record<string, string>>(idPrefix: string, initial: T, hinted: readonly (keyof T)[] = []) {
  const [values, setValues] = useState<T>(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const id = (field: keyof T & string) => `${idPrefix}-${field}`
  const control = (field: keyof T & string, type = 'text') => ({
    id: id(field),
    type,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues((now) => ({ ...now, [field]: event.target.value })),
    ...describedBy(id(field), errors[field], hinted.includes(field) ? 'hint' : undefined),
  })
  /** Checks `body` with the server's schema: its errors shown by their fields, or it is sent as it is. */
  const checkThenSend = (schema: Parameters<typeof checkInput>[0], body: unknown, send: () => void) => {
    const checked = checkInput(schema, body)
    if (!checked.ok) return setErrors(checked.errors)
    setErrors({})
    send()
  }
  return { values, errors, setErrors, id, control, checkThenSend }
}
