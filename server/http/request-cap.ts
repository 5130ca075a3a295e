import { errorResponse } from './responses.ts'

/** How long a client turned away as busy is asked to wait. */
export const BUSY_RETRY_AFTER_SECONDS = 5

/** Whether a request sends a body: a Content-Length above zero, or one sent in chunks. */
export function sendsBody(request: Request): boolean {
  return request.headers.has('Transfer-Encoding') || Number(request.headers.get('Content-Length') ?? '0') > 0
}

/**
 * A cap on requests in flight, so what they hold (bodies, renders, queries waiting for the pool)
 * stays bounded however many clients come at once. Requests that send a body may take at most
 * half the places: bodies are what slow clients hold longest, and page views keep the other half.
 */
export function createRequestCap(max: number) {
  const maxWithBody = Math.max(1, Math.floor(max / 2))
  let inFlight = 0
  let withBody = 0

  return {
    get inFlight() {
      return inFlight
    },
    /** A place for the request, given back by calling what this returns; undefined when the site is full. */
    admit(request: Request): (() => void) | undefined {
      const body = sendsBody(request)
      if (inFlight >= max || (body && withBody >= maxWithBody)) return undefined
      inFlight += 1
      if (body) withBody += 1
      let released = false
      return () => {
        if (released) return
        released = true
        inFlight -= 1
        if (body) withBody -= 1
      }
    },
  }
}

export type RequestCap = ReturnType<typeof createRequestCap>

/** The answer past the cap: made without reading the request's body, and the connection closed after it. */
export function busyResponse(): Response {
  return errorResponse(503, 'The site is busy. Please try again in a moment.', undefined, {
    headers: { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS), Connection: 'close' },
  })
}
