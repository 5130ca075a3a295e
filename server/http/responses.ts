import { type ErrorDetails, type RequestRefused, VersionConflict } from '../errors.ts'

type ErrorBody = { error: string; details?: ErrorDetails }

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers)
  headers.set('Content-Type', 'application/json; charset=utf-8')
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store')
  return new Response(JSON.stringify(body), { ...init, headers })
}

/** A JSON error body, `{ error, details? }`, with its status: for the few answers made outside a handler (the edge's own). */
export function errorResponse(status: number, error: string, details?: ErrorDetails, init: ResponseInit = {}): Response {
  const body: ErrorBody = details === undefined ? { error } : { error, details }
  return json(body, { ...init, status })
}

/**
 * The one place a refused request becomes its answer: `{ error, details? }` with the refusal's
 * status and headers, or for a change made from an older version `{ error, current }`.
 */
export function refusalResponse(refusal: RequestRefused): Response {
  if (refusal instanceof VersionConflict)
    return json({ error: refusal.message, current: refusal.current }, { status: refusal.status, headers: refusal.headers })
  return errorResponse(refusal.status, refusal.message, refusal.details, { headers: refusal.headers })
}

/** 303 See Other: after a form post, the page to go to, never stored by a cache. */
export function seeOther(location: string, headers: HeadersInit = {}): Response {
  const sent = new Headers(headers)
  sent.set('Location', location)
  sent.set('Cache-Control', 'no-store')
  return new Response(null, { status: 303, headers: sent })
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
