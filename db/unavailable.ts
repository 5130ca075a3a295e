/** postgres.js's own codes for a connection that could not be made or was lost, and ours for a query that waited too long. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'DATABASE_TIMEOUT',
  'DATABASE_AWAY',
])

/** SQLSTATE classes and codes that mean the server is away, starting, stopping or full, not that the query was wrong. */
const UNAVAILABLE_STATES = /^(08|57P0[1-3]|53300)/

/** Whether an error means the database cannot be reached just now, so the request may be tried again later. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const code = (error as { code?: unknown }).code
  if (typeof code !== 'string') return false
  return CONNECTION_CODES.has(code) || UNAVAILABLE_STATES.test(code)
}
