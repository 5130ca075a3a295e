import * as v from 'valibot'
import { fieldErrors, type FieldErrors } from '~/lib/forms/validation'

type Schema = v.GenericSchema<unknown, unknown>

/**
 * Checks a dialog's values with the server's own schema, which reads them again: send the values
 * as they are, not the schema's output, when this passes.
 */
export function checkInput(schema: Schema, value: unknown): { ok: true } | { ok: false; errors: FieldErrors } {
  const result = v.safeParse(schema, value)
  return result.success ? { ok: true } : { ok: false, errors: fieldErrors(result.issues) }
}
