import { MethodNotAllowed } from '../errors.ts'
import { discardBody } from '../http/request-body.ts'

/**
 * Server functions here only read, for page loaders, and take their input in the URL. Any other
 * method is refused before Start reads a body, so none can be sent to them whatever its size.
 */
export function refuseServerFunctionWrite(request: Request): void {
  if (request.method === 'GET' || request.method === 'HEAD') return
  discardBody(request)
  throw new MethodNotAllowed('GET')
}
