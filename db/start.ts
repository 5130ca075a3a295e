import postgres from 'postgres'
import { abandonPool, closePool } from './client.ts'
import { startEmbeddedDatabase } from './embedded.ts'
import { migrate } from './migrate.ts'

type RunningDatabase = { url: string; embedded: boolean; stop: () => Promise<void> }

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL when it is unset,
 * then applies pending migrations. Sets process.env.DATABASE_URL for the pool.
 */
export async function startDatabase(options: {
  databaseUrl?: string
  dataDir: string
  log?: (line: string) => void
  migrations?: boolean
}): Promise<RunningDatabase> {
  const log = options.log ?? (() => {})
  const embedded = options.databaseUrl ? undefined : await startEmbeddedDatabase(options.dataDir, log, abandonPool)
  const url = options.databaseUrl ?? embedded!.url
  process.env.DATABASE_URL = url
  if (options.migrations !== false) {
    const applied = await migrateOwnConnection(url).catch(async (error: unknown) => {
      await closePool()
      await embedded?.stop()
      throw error
    })
    if (applied.length > 0) log(`Applied migrations: ${applied.join(', ')}`)
  }
  return {
    url,
    embedded: Boolean(embedded),
    stop: async () => {
      await closePool()
      await embedded?.stop()
    },
  }
}

/** Migrations run on a connection of their own, free of the pool's time limit for visitors' queries. */
async function migrateOwnConnection(url: string): Promise<string[]> {
  const connection = postgres(url, { max: 1, onnotice: () => {} })
  try {
    return await migrate(connection)
  } finally {
    await connection.end({ timeout: 1 })
  }
}
