import postgres from 'postgres'

export type Sql = postgres.Sql

let current: { url: string; sql: Sql } | undefined

/** The process's connection pool, to the database DATABASE_URL names. */
export function sql(): Sql {
  const url = process.env.DATABASE_URL
  if (!url) throw new Error('DATABASE_URL is not set: start the database first (startDatabase)')
  if (current && current.url === url) return current.sql
  const pool = postgres(url, {
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    onnotice: () => {},
    connect_timeout: 3,
    idle_timeout: 60,
    transform: { undefined: null },
    // A stuck query or an abandoned transaction must not hang page renders or hold locks.
    connection: { application_name: 'church-website', statement_timeout: 15_000, idle_in_transaction_session_timeout: 30_000 },
  })
  current = { url, sql: pool }
  return pool
}

/**
 * Forgets the pool without waiting on it, after the server behind it died: the next query gets a
 * fresh pool, and the old one's dead connections fail and close by themselves. Ending the old pool
 * here instead raced with its own cleanup of the dead sockets.
 */
export function abandonPool(): void {
  current = undefined
}

export async function closePool(): Promise<void> {
  const closing = current
  current = undefined
  await closing?.sql.end({ timeout: 1 })
}
