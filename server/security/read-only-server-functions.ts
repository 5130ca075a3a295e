import { errorResponse } from '../http.ts'
import { discardBody } from '../request-body.ts'

/**
 * Server functions here only read, for page loaders, and take their input in the URL. Any other
 * method is refused before Start reads a body, so none can be sent to them whatever its size.
 */
export function refuseServerFunctionWrite(request: Request): Response | undefined {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined
  discardBody(request)
  return errorResponse(405, 'Method not allowed', undefined, { headers: { Allow: 'GET' } })
}
