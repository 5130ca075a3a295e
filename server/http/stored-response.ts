import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { chooseEncoding } from './accept-encoding.ts'

/**
 * A body held in memory with its headers, ready in each encoding. Every answer is a clone of a
 * response made once: a clone shares the stored bytes and header list, where a new Response
 * would copy the body and check every header again.
 */
export type StoredResponse = {
  etag: string
  headers: [string, string][]
  identity: Response
  gzip?: Response
  brotli?: Response
  /** About what it holds in memory, for a cache's byte budget. */
  bytes: number
}

const HEADER_ALLOWANCE = 4096

/**
 * Header names are kept in lower case (names are case-insensitive, and HTTP/2 sends them so):
 * Deno's Headers lower-case every name in the list each time a header is looked up or set, which
 * costs nothing for a name already in lower case.
 */
export function storeResponse(body: Uint8Array<ArrayBuffer>, given: [string, string][], { compress }: { compress: boolean }): StoredResponse {
  const headers = given.map(([name, value]): [string, string] => [name.toLowerCase(), value])
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
  const all: [string, string][] = [...headers, ['etag', etag], ...(compress ? [['vary', 'Accept-Encoding'] as [string, string]] : [])]
  const variant = (bytes: Uint8Array<ArrayBuffer>, encoding?: string) =>
    new Response(bytes, {
      status: 200,
      headers: [...all, ...(encoding ? [['content-encoding', encoding] as [string, string]] : []), ['content-length', String(bytes.byteLength)]],
    })
  if (!compress) return { etag, headers: all, identity: variant(body), bytes: body.byteLength + HEADER_ALLOWANCE }
  const gzip = new Uint8Array(gzipSync(body, { level: 9 }))
  const brotli = new Uint8Array(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
  return {
    etag,
    headers: all,
    identity: variant(body),
    gzip: variant(gzip, 'gzip'),
    brotli: variant(brotli, 'br'),
    bytes: body.byteLength + gzip.byteLength + brotli.byteLength + HEADER_ALLOWANCE,
  }
}

/** The answer to one GET or HEAD: a 304 when the client has this version, else the best encoding it accepts. */
export function answerFromStore(stored: StoredResponse, request: Request): Response {
  if (request.headers.get('if-none-match') === stored.etag) return new Response(null, { status: 304, headers: stored.headers })
  const chosen = bestEncoding(stored, request.headers.get('accept-encoding'))
  return request.method === 'HEAD' ? new Response(null, chosen) : chosen.clone()
}

const BOTH: ['br', 'gzip'] = ['br', 'gzip']

function bestEncoding(stored: StoredResponse, accept: string | null): Response {
  if (!stored.brotli || !stored.gzip) return stored.identity
  const coding = chooseEncoding(accept, BOTH)
  return coding === 'br' ? stored.brotli : coding === 'gzip' ? stored.gzip : stored.identity
}
