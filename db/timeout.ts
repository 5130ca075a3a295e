/**
 * How long a visitor's request waits for one query or one transaction before it is told to try
 * again: a hung or lost database answers 503 within 5 s, wherever the request needs it.
 */
export const DATABASE_TIMEOUT_MS = 3000

/** The database kept a query waiting too long: counted as the database being away (db/unavailable.ts). */
export class DatabaseTimeout extends Error {
  readonly code = 'DATABASE_TIMEOUT'
  constructor(ms: number) {
    super(`The database did not answer within ${ms / 1000} s`)
  }
}

/** `work`, or a rejection once the database has kept the visitor waiting too long. */
export function withinDatabaseTimeout<T>(work: Promise<T>, ms = DATABASE_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseTimeout(ms)), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}
