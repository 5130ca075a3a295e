import { isDatabaseUnavailable } from './unavailable.ts'

/** Asked of a database already known to be away. */
export class DatabaseAway extends Error {
  readonly code = 'DATABASE_AWAY'
  constructor() {
    super('The database is not answering just now')
  }
}

const PROBE_EVERY_MS = 500

/**
 * Remembers that the database stopped answering (a timeout, a lost or refused connection). Until
 * it answers again, queries fail at once, so visitors get their 503 without waiting out the
 * timeout and a page that can do without the database renders at once; meanwhile `probe` (a
 * trivial query with the same time limit) asks every half second whether it is back.
 */
export function createBreaker(probe: () => Promise<unknown>) {
  let away = false
  let closed = false

  async function probeUntilBack() {
    while (away && !closed) {
      const began = Date.now()
      try {
        await probe()
        away = false
      } catch {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, PROBE_EVERY_MS - (Date.now() - began))).unref?.())
      }
    }
  }

  return {
    /** Throws DatabaseAway while the database is known to be away. */
    admit(): void {
      if (away) throw new DatabaseAway()
    },
    /** What an admitted query came to: any answer from the server, even an error, says it is there. */
    settle(error?: unknown): void {
      if (away || error === undefined || !isDatabaseUnavailable(error)) return
      away = true
      void probeUntilBack()
    },
    /** Stops probing, with the pool. */
    close(): void {
      closed = true
    },
  }
}

export type Breaker = ReturnType<typeof createBreaker>
