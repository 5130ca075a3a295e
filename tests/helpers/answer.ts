import { BadRequest, badRequestResponse } from '../../server/http.ts'

/** A handler's answer as the client gets it: a BadRequest it throws becomes its JSON, as at the edge. */
export async function answerOf(pending: Promise<Response>): Promise<Response> {
  try {
    return await pending
  } catch (error) {
    if (error instanceof BadRequest) return badRequestResponse(error)
    throw error
  }
}
