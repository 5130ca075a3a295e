import postgres from 'postgres'
import { type Breaker, createBreaker } from './breaker.ts'
import { withQueryTimeouts } from './query-timeout.ts'
import { DATABASE_TIMEOUT_MS, withinDatabaseTimeout } from './timeout.ts'

export type Sql = postgres.Sql

/** A statement the client has given up on is stopped by the server soon after, if it is running at all. */
const STATEMENT_TIMEOUT_MS = DATABASE_TIMEOUT_MS + 1000

/**
 * Seconds before a connection that failed is tried again. postgres.js's own default grows to 20 s,
 * so after an outage requests waited that long for a connection, and the site stayed down that
 * long after the database came back.
 */
function reconnectDelay(failuresInARow: number): number {
  return Math.min(0.05 * 2 ** failuresInARow, 1)
}

let current: { url: string; pool: Sql; breaker: Breaker; sql: Sql } | undefined

/**
 * The process's connection pool, to the database DATABASE_URL names. Every query and transaction
 * gives up after `timeoutMs` (db/query-timeout.ts), so a request never waits longer on a
 * database that is frozen, unreachable or out of connections; once it has stopped answering,
 * queries fail at once until a probe finds it back (db/breaker.ts).
 */
export function sql(timeoutMs = DATABASE_TIMEOUT_MS): Sql {
  const url = process.env.DATABASE_URL
  if (!url) throw new Error('DATABASE_URL is not set: start the database first (startDatabase)')
  if (!current || current.url !== url) {
    const pool = postgres(url, {
      max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
      onnotice: () => {},
      connect_timeout: 2,
      idle_timeout: 60,
      backoff: reconnectDelay,
      transform: { undefined: null },
      // A stuck query or an abandoned transaction must not hang page renders or hold locks.
      connection: { application_name: 'church-website', statement_timeout: STATEMENT_TIMEOUT_MS, idle_in_transaction_session_timeout: 30_000 },
    })
    const breaker = createBreaker(() => withinDatabaseTimeout(pool`select 1`))
    current = { url, pool, breaker, sql: withQueryTimeouts(pool, DATABASE_TIMEOUT_MS, breaker) }
  }
  return timeoutMs === DATABASE_TIMEOUT_MS ? current.sql : withQueryTimeouts(current.pool, timeoutMs, current.breaker)
}

/**
 * Forgets the pool without waiting on it, after the server behind it died: the next query gets a
 * fresh pool, and the old one's dead connections fail and close by themselves. Ending the old pool
 * here instead raced with its own cleanup of the dead sockets.
 */
export function abandonPool(): void {
  current?.breaker.close()
  current = undefined
}

export async function closePool(): Promise<void> {
  const closing = current
  current = undefined
  closing?.breaker.close()
  await closing?.pool.end({ timeout: 1 })
}
