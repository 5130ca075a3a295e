type ErrorBody = { error: string; details?: string | string[] | Record<string, string> }

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

/** A request refused for what the client sent: its status, message and, for a 400, the fields at fault. */
export class BadRequest extends Error {
  constructor(
    message: string,
    readonly status = 400,
    readonly details?: ErrorBody['details'],
  ) {
    super(message)
  }
}

/** The JSON answer to a BadRequest: `{ error, details? }` with its status. */
export function badRequestResponse(error: BadRequest): Response {
  return errorResponse(error.status, error.message, error.details)
}

/** RFC 9110 If-None-Match: `*`, or a list of (possibly weak) entity tags. */
export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

const clientAddresses = new WeakMap<Request, string>()

/** Records the client's address, worked out once per request by the edge rules (honouring TRUST_PROXY). */
export function setClientAddress(request: Request, address: string): void {
  clientAddresses.set(request, address)
}

/** The client's address as the edge rules found it; no request header can set it. */
export function clientAddress(request: Request): string {
  return clientAddresses.get(request) ?? 'unknown'
}

/**
 * Reads a query string that may hold only `known` parameters, each at most once: `one(name)` gives
 * a parameter's value, and `details` collects a problem per parameter for a 400.
 */
export function queryReader(url: URL, known: readonly string[]) {
  const details: Record<string, string> = {}
  for (const name of url.searchParams.keys()) {
    if (!known.includes(name)) details[name] = 'unknown parameter'
  }
  const one = (name: string): string | undefined => {
    const values = url.searchParams.getAll(name)
    if (values.length > 1) details[name] = 'expected once'
    return values[0]
  }
  return { details, one }
}
