import { RequestRefused } from '../../server/errors.ts'
import { refusalResponse } from '../../server/http/responses.ts'

/** A handler's answer as the client gets it: a refusal it throws becomes its JSON, as at the edge. */
export async function answerOf(pending: Promise<Response>): Promise<Response> {
  try {
    return await pending
  } catch (error) {
    if (error instanceof RequestRefused) return refusalResponse(error)
    throw error
  }
}

/** A handler whose refusals are answered as at the edge: for tests that call handlers directly. */
export function answered<A extends unknown[]>(handler: (...args: A) => Promise<Response>): (...args: A) => Promise<Response>
export function answered<A extends unknown[]>(handler: (...args: A) => Response): (...args: A) => Response
export function answered<A extends unknown[]>(handler: (...args: A) => Response | Promise<Response>) {
  return (...args: A): Response | Promise<Response> => {
    try {
      const answer = handler(...args)
      return answer instanceof Response ? answer : answerOf(answer)
    } catch (error) {
      if (error instanceof RequestRefused) return refusalResponse(error)
      throw error
    }
  }
}
