export type ErrorBody = { error: string; details?: string | string[] | Record<string, string> }

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers)
  headers.set('Content-Type', 'application/json; charset=utf-8')
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store')
  return new Response(JSON.stringify(body), { ...init, headers })
}

export function errorResponse(status: number, error: string, details?: ErrorBody['details'], init: ResponseInit = {}): Response {
  const body: ErrorBody = details === undefined ? { error } : { error, details }
  return json(body, { ...init, status })
}

export class BadRequest extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message)
  }
}

const DEFAULT_JSON_LIMIT = 64 * 1024

/** Reads a JSON object body of at most `limit` bytes, or throws BadRequest with a visitor-readable reason. */
export async function readJsonBody(request: Request, limit = DEFAULT_JSON_LIMIT): Promise<Record<string, unknown>> {
  const type = request.headers.get('Content-Type') ?? ''
  if (!type.toLowerCase().includes('application/json')) throw new BadRequest('Expected a JSON body (Content-Type: application/json)', 415)
  const declared = Number(request.headers.get('Content-Length') ?? '0')
  if (declared > limit) throw new BadRequest('The request is too large', 413)
  const text = await request.text()
  if (new TextEncoder().encode(text).byteLength > limit) throw new BadRequest('The request is too large', 413)
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new BadRequest('The request body is not valid JSON')
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new BadRequest('Expected a JSON object')
  return parsed as Record<string, unknown>
}

/** Header through which server/main.ts passes the client's address (honouring TRUST_PROXY) to handlers. */
export const CLIENT_ADDRESS_HEADER = 'X-Client-Address'

export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown'
}
