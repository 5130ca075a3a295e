import { chooseEncoding } from './accept-encoding.ts'

const COMPRESSIBLE = /^(text\/html|application\/json|text\/plain|application\/xml|text\/xml|application\/ld\+json)/

const GZIP: ['gzip'] = ['gzip']

/** Gzips dynamic HTML and JSON as it streams, when the client accepts it. */
export function compressResponse(request: Request, response: Response): Response {
  if (response.headers.has('Content-Encoding') || request.method === 'HEAD') return response
  if (!COMPRESSIBLE.test(response.headers.get('Content-Type') ?? '')) return response
  if (chooseEncoding(request.headers.get('Accept-Encoding'), GZIP) !== 'gzip') return response
  // Only now: reading `body` turns a response made from bytes into a stream, which is slower to send.
  if (!response.body) return response
  const headers = new Headers(response.headers)
  headers.set('Content-Encoding', 'gzip')
  headers.delete('Content-Length')
  headers.append('Vary', 'Accept-Encoding')
  const body = response.body.pipeThrough(new CompressionStream('gzip') as unknown as ReadableWritablePair<Uint8Array, Uint8Array>)
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}
