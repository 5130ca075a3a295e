import path from 'node:path'
import postgres from 'postgres'
import { abandonPool, closePool } from './client.ts'
import { embeddedDatabaseExists, startEmbeddedDatabase } from './embedded.ts'
import { migrate } from './migrate.ts'
import { recordDatabaseRestart } from './restarts.ts'

/** A command meant for the site's database found none where it looked, rather than making an empty one. */
export class NoSiteDatabase extends Error {
  constructor(dataDir: string) {
    super(
      `There is no site database in ${path.resolve(dataDir, 'postgres')}. These commands work on the site's own database: ` +
        'set DATA_DIR to the folder the site runs with (in Docker, /data), or DATABASE_URL, as the site has them, and try again. ' +
        'A new site makes its database when it first starts (npm start).',
    )
  }
}

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
  /** Refuses to make a new embedded database: for commands that work on the site's own. */
  existing?: boolean
}): Promise<RunningDatabase> {
  const log = options.log ?? (() => {})
  if (options.existing && !options.databaseUrl && !embeddedDatabaseExists(options.dataDir)) throw new NoSiteDatabase(options.dataDir)
  const embedded = options.databaseUrl
    ? undefined
    : await startEmbeddedDatabase(options.dataDir, log, abandonPool, (stoppedAt) => {
        void recordDatabaseRestart(stoppedAt, log)
      })
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
