import * as v from 'valibot'
import { fieldErrors } from '../../app/lib/forms/validation.ts'
import { BadRequest } from '../errors.ts'
import { readJsonBody } from './request-body.ts'

type Schema = v.GenericSchema<unknown, unknown>

const DEFAULT_JSON_LIMIT = 64 * 1024

/**
 * Reads a JSON body and validates it: the parsed value, or a BadRequest thrown (400, 413 or 415)
 * whose `details` name each bad field.
 */
export async function parseJsonRequest<S extends Schema>(request: Request, schema: S, limit = DEFAULT_JSON_LIMIT): Promise<v.InferOutput<S>> {
  const result = v.safeParse(schema, await readJsonBody(request, limit))
  if (!result.success) throw new BadRequest('Invalid request', 400, fieldErrors(result.issues))
  return result.output
}

/**
 * A server function's validator: its input checked against `schema`, or a BadRequest thrown whose
 * `details` name each bad field, which the server functions' middleware answers as the site's 400.
 */
export function serverFunctionInput<S extends Schema>(schema: S): (input: unknown) => v.InferOutput<S> {
  return (input) => {
    const result = v.safeParse(schema, input)
    if (!result.success) throw new BadRequest('Invalid request', 400, fieldErrors(result.issues))
    return result.output
  }
}
