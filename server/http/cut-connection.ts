import { sendsBody } from './request-cap.ts'

/**
 * Whether the connection must close once the answer is sent, though the client may still be
 * sending its body: a body that took too long (408), or an answer that says `Connection: close`
 * (busy, restarting) to a request with a body that will not be read.
 */
export function mustCutConnection(request: Request, response: Response): boolean {
  return response.status === 408 || (response.headers.get('Connection') === 'close' && sendsBody(request))
}

const CUT = 'ConnectionCut'

/** The error that ends a response made by cutConnectionAfter: no fault to report. */
export function isConnectionCut(error: unknown): boolean {
  return error instanceof Error && error.name === CUT
}

/**
 * The same answer, after which the connection is dropped. Deno.serve keeps a connection until
 * the client has sent every byte of the body it declared, `Connection: close` or not, so a client
 * trickling a body could hold it for good. What makes Deno drop it: the request's body cancelled
 * with no read in flight (`bodyLetGo` resolves then), and after that the response body failing.
 * The client gets the status, the headers and the whole message, without the closing chunk.
 */
export function cutConnectionAfter(response: Response, bodyLetGo: Promise<void>): Response {
  const headers = new Headers(response.headers)
  headers.delete('Content-Length')
  headers.set('Connection', 'close')
  const reader = response.body?.getReader()
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await reader?.read()
      if (next && !next.done) return controller.enqueue(next.value)
      await bodyLetGo
      controller.error(Object.assign(new Error('The connection is closed after this answer'), { name: CUT }))
    },
    cancel: (reason) => reader?.cancel(reason),
  })
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}
