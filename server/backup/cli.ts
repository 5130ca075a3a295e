import { existsSync } from 'node:fs'
import { mkdir, readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import process from 'node:process'
import { parseArgs } from 'node:util'
import postgres from 'postgres'
import { EMBEDDED_DATABASE_FILES } from '../../db/embedded.ts'
import { startDatabase } from '../../db/start.ts'
import { EnvError, type Env, env } from '../env.ts'
import { objectStore } from '../storage/object-store.ts'
import { backupName } from './backup-name.ts'
import { ENCRYPTED_SUFFIX, newKeyPair, parseIdentity, readIdentityFile } from './encryption.ts'
import { makeBackup, NOT_ENCRYPTED } from './schedule.ts'
import type { BackupManifest } from './manifest.ts'
import { type ArchiveFile, verifyArchive } from './read-archive.ts'
import { checkMigrations, RestoreRefused, restoreArchive } from './restore-archive.ts'
import { ArchiveError } from './tar.ts'
import { writeBackupArchive } from './write-archive.ts'

const BACKUP_USAGE = 'Usage: npm run backup [-- --out FOLDER_OR_FILE.tar.gz.age]   (default: BACKUP_DIR, or BACKUP_S3_BUCKET)'
const RESTORE_USAGE = 'Usage: npm run restore -- [--identity KEY_FILE] FILE.tar.gz.age   (or the private key in BACKUP_IDENTITY)'

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

function readConfig(): Env {
  try {
    return env()
  } catch (error) {
    fail(error instanceof EnvError ? error.message : String(error))
  }
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** The file to write: the one named (with .age added when it is encrypted), or a new name in the folder named. */
async function outputFile(out: string, encrypted: boolean): Promise<string> {
  if (out.endsWith('.tar.gz') || out.endsWith(`.tar.gz${ENCRYPTED_SUFFIX}`)) {
    await mkdir(path.dirname(path.resolve(out)), { recursive: true })
    const file = path.resolve(out)
    return encrypted && !file.endsWith(ENCRYPTED_SUFFIX) ? `${file}${ENCRYPTED_SUFFIX}` : file
  }
  const folder = path.resolve(out)
  await mkdir(folder, { recursive: true, mode: 0o700 })
  return path.join(folder, backupName(new Date(), encrypted))
}

/** A backup to where the server keeps its own (BACKUP_DIR or BACKUP_S3_BUCKET): recorded for the dashboard, the newest BACKUP_KEEP kept. */
async function backupToDestination(config: Env): Promise<void> {
  const run = await makeBackup(console.log, null, config)
  if (run.status !== 'succeeded') fail(`No backup was made: ${run.error}`)
}

/** A copy to another folder or file, outside the kept ones. */
async function backupToFile(out: string, config: Env, databaseUrl: string): Promise<void> {
  const recipient = config.BACKUP_RECIPIENT
  const file = await outputFile(out, Boolean(recipient))
  const archive = await writeBackupArchive(file, { databaseUrl, store: objectStore(), site: config.SITE_URL, recipient, log: console.log })
  const rows = archive.manifest.database.tables.reduce((sum, table) => sum + table.rows, 0)
  console.log(`Backed up ${rows} rows and ${archive.manifest.files.length} files to ${file}`)
  console.log(`${megabytes(archive.bytes)}, SHA-256 ${archive.sha256}`)
  console.log(
    recipient
      ? `Encrypted to ${recipient}.`
      : NOT_ENCRYPTED.replace('so it stays on this machine and the dashboard will not download it', 'so keep it as safe as the server itself'),
  )
}

/** `npm run backup:key`: a new key pair, and where each half goes. Nothing is written or kept. */
export async function printNewKeyPair(): Promise<void> {
  const { identity, recipient } = await newKeyPair()
  console.log(`A new key pair for the site's backups.

1. The public key encrypts every backup. Put it in the server's .env (or the container's environment) and restart:

BACKUP_RECIPIENT=${recipient}

2. The private key is the only way to open a backup. Keep it OFF the server and apart from the backups:
   in a password manager, and printed or on a USB stick somewhere safe. Anyone with it and a backup can
   read the backup; without it no backup made from now on can be restored. Save these three lines as a
   key file (say church-backup-key.txt) when you need to restore:

# created: ${new Date().toISOString()}
# public key: ${recipient}
${identity}

Then: npm run restore -- --identity church-backup-key.txt backup-….tar.gz.age
`)
}

/**
 * `npm run backup`: one archive of the database and the uploaded files, whether or not the
 * server runs (the embedded database is joined, or started for the while). Without --out it goes
 * where the scheduled backups go, so the dashboard shows it and offers it for download.
 */
export async function runBackupCli(args: string[]): Promise<void> {
  if (args[0] === 'key') return printNewKeyPair()
  const { values } = parseArgs({ args, options: { out: { type: 'string' } }, allowPositionals: false, strict: false })
  if (typeof values.out === 'boolean') fail(BACKUP_USAGE)
  const config = readConfig()
  const started = performance.now()
  const database = await startDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, migrations: false })
  try {
    if (values.out) await backupToFile(values.out, config, database.url)
    else await backupToDestination(config)
    console.log(`Done in ${seconds(started)}`)
  } finally {
    await database.stop()
  }
}

async function databaseProblem(config: Env): Promise<string | null> {
  if (config.DATABASE_URL) {
    const sql = postgres(config.DATABASE_URL, { max: 1, onnotice: () => {}, connect_timeout: 5 })
    try {
      const [row] = await sql<{ count: number }[]>`
        select count(*)::int as count from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`
      const count = row?.count ?? 0
      if (count > 0)
        return `The database DATABASE_URL names already holds ${count} tables. Restore only into an empty database: create a new one and point DATABASE_URL at it.`
      return null
    } finally {
      await sql.end({ timeout: 2 })
    }
  }
  const dataDir = path.resolve(config.DATA_DIR)
  const databaseDir = path.join(dataDir, 'postgres')
  const holdsDatabase = existsSync(path.join(dataDir, 'postgres-connection.json')) || (existsSync(databaseDir) && (await readdir(databaseDir)).length > 0)
  if (holdsDatabase) return `${dataDir} already holds a database. Restore only into an empty data folder: set DATA_DIR to a new folder, or move this one away.`
  return null
}

/** The store must be empty, or hold only files of this backup, unchanged in size: those are kept, never written over. */
async function storeProblem(config: Env, manifest: BackupManifest): Promise<string | null> {
  const store = objectStore()
  const sizes = new Map(manifest.files.map((file) => [file.key, file.size]))
  const foreign: string[] = []
  for (const key of await store.keys('')) {
    if (sizes.get(key) !== (await store.size(key))) foreign.push(key)
  }
  if (foreign.length === 0) return null
  const where = store.kind === 's3' ? `The bucket ${config.S3_BUCKET}` : path.resolve(config.DATA_DIR, 'uploads')
  return `${where} already holds ${foreign.length} files that are not this backup's (such as ${foreign[0]}). Restore only into an empty store: use a new bucket or data folder.`
}

/**
 * The private key for an encrypted backup: from the key file named by --identity, or from
 * BACKUP_IDENTITY, never from the command line itself, where any user of the machine could see it.
 */
async function identityFor(keyFile: string | undefined): Promise<string | undefined> {
  if (keyFile) return readIdentityFile(keyFile)
  const inEnvironment = process.env.BACKUP_IDENTITY?.trim()
  return inEnvironment ? parseIdentity(inEnvironment, 'BACKUP_IDENTITY') : undefined
}

/** What starting the embedded database makes in an empty DATA_DIR, to remove again when nothing was restored. */
function madeByStarting(config: Env): string[] {
  if (config.DATABASE_URL) return []
  return EMBEDDED_DATABASE_FILES.map((name) => path.join(path.resolve(config.DATA_DIR), name)).filter((file) => !existsSync(file))
}

/**
 * `npm run restore -- FILE`: checks every entry of the archive against its manifest, then
 * restores it into an empty database (or data folder) and an empty object store, in one
 * transaction. It never writes over data, and a refusal or a failure leaves both as they were.
 */
export async function runRestoreCli(args: string[]): Promise<void> {
  const { positionals, values } = parseArgs({ args, allowPositionals: true, options: { identity: { type: 'string' } } })
  const file = positionals[0]
  if (!file || positionals.length > 1) fail(RESTORE_USAGE)
  if (!(await stat(file).catch(() => null))?.isFile()) fail(`There is no file ${file}.\n${RESTORE_USAGE}`)
  const config = readConfig()
  const started = performance.now()
  try {
    const archive: ArchiveFile = { file, identity: await identityFor(values.identity) }
    const manifest = await verifyArchive(archive)
    console.log(`${file}: every checksum matches (made ${manifest.createdAt} by ${manifest.site}, PostgreSQL ${manifest.postgresVersion})`)
    await checkMigrations(manifest)
    const problem = (await databaseProblem(config)) ?? (await storeProblem(config, manifest))
    if (problem) throw new RestoreRefused(`Nothing was restored. ${problem}`)
    await restoreInto(config, archive, manifest, started)
  } catch (error) {
    if (error instanceof ArchiveError || error instanceof RestoreRefused) fail(error.message)
    throw error
  }
}

async function restoreInto(config: Env, archive: ArchiveFile, manifest: BackupManifest, started: number): Promise<void> {
  const made = madeByStarting(config)
  const database = await startDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, migrations: false })
  let restored = false
  try {
    const outcome = await restoreArchive(archive, manifest, { databaseUrl: database.url, store: objectStore() })
    restored = true
    console.log(`Restored ${outcome.rows} rows in ${outcome.tables} tables and ${outcome.files} files in ${seconds(started)}.`)
    if (outcome.migrationsAfter.length > 0) console.log(`Then applied this version's newer migrations: ${outcome.migrationsAfter.join(', ')}`)
  } catch (error) {
    if (error instanceof ArchiveError || error instanceof RestoreRefused) throw error
    throw new RestoreRefused(`Nothing was restored: ${(error as Error).message}. The database and the store are as they were.`)
  } finally {
    await database.stop()
    if (!restored) for (const file of made) await rm(file, { recursive: true, force: true })
  }
}
