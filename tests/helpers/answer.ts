import { RequestRefused } from '../../server/errors.ts'
import { refusalResponse } from '../../server/http.ts'

/** A handler's answer as the client gets it: a refusal it throws becomes its JSON, as at the edge. */
export async function answerOf(pending: Promise<Response>): Promise<Response> {
  try {
    return await pending
  } catch (error) {
    if (error instanceof RequestRefused) return refusalResponse(error)
    throw error
  }
}
