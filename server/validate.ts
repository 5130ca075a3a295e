import * as v from 'valibot'
import { fieldErrors } from '../app/lib/validation.ts'
import { BadRequest, errorResponse } from './http.ts'
import { readJsonBody } from './request-body.ts'

type Schema = v.GenericSchema<unknown, unknown>

const DEFAULT_JSON_LIMIT = 64 * 1024

/**
 * Reads a JSON body and validates it: the parsed value, or a 400/413/415 Response
 * with `{ error, details }` naming each bad field.
 */
export async function parseJsonRequest<S extends Schema>(request: Request, schema: S, limit = DEFAULT_JSON_LIMIT): Promise<v.InferOutput<S> | Response> {
  let body: Record<string, unknown>
  try {
    body = await readJsonBody(request, limit)
  } catch (error) {
    if (error instanceof BadRequest) return errorResponse(error.status, error.message, error.details)
    throw error
  }
  const result = v.safeParse(schema, body)
  if (!result.success) return errorResponse(400, 'Invalid request', fieldErrors(result.issues))
  return result.output
}
