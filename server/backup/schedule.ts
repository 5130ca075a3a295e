import { readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { sql } from '../../db/client.ts'
import { recordAudit } from '../audit/audit-log.ts'
import type { BackgroundJob } from '../background-job.ts'
import { env } from '../env.ts'
import { objectStore } from '../storage/object-store.ts'
import { backupName } from './backup-name.ts'
import { backupDestination, freeBytes } from './destination.ts'
import { writeBackupArchive } from './write-archive.ts'

const CHECK_EVERY_MS = 10 * 60 * 1000
const FIRST_CHECK_AFTER_MS = 60 * 1000
/** A failed or skipped backup is tried again after this, or after the interval when that is shorter. */
const RETRY_AFTER_HOURS = 1
/** Longer than any backup of this site takes; a crashed instance's lease lapses by itself. */
const LEASE_MINUTES = 60
/** Past runs kept for the dashboard. */
const RUNS_KEPT = 100
const MB = 1024 * 1024

type Log = (line: string) => void
const timestampedLog: Log = (line) => console.log(`${new Date().toISOString()} ${line}`)
export type BackupRun = {
  id: string
  status: 'running' | 'succeeded' | 'failed' | 'skipped'
  file_name: string | null
  bytes: string | null
  error: string | null
}

/** Whether a backup is due, taking the lease when it is, so one instance of several makes it. */
async function takeLeaseWhenDue(intervalHours: number): Promise<boolean> {
  const interval = intervalHours * 3600
  const retry = Math.min(interval, RETRY_AFTER_HOURS * 3600)
  const taken = await sql()`
    update backup_schedule set lease_until = now() + make_interval(mins => ${LEASE_MINUTES})
    where (lease_until is null or lease_until < now())
      and not exists (select 1 from backup_runs where status = 'succeeded' and started_at > now() - make_interval(secs => ${interval}))
      and not exists (select 1 from backup_runs where status <> 'succeeded' and started_at > now() - make_interval(secs => ${retry}))
    returning id`
  return taken.length > 0
}

async function releaseLease() {
  await sql()`update backup_schedule set lease_until = null`
}

/**
 * Room a backup needs: twice the last one (the new archive beside the oldest, until it is removed),
 * or before the first, twice the database's size on disk, which its compressed dump never exceeds;
 * and never less than BACKUP_MIN_FREE_MB, so a backup never fills the disk to its last megabytes.
 */
export function roomNeeded(minFreeMb: number, lastBackupBytes: number | null, databaseBytes: number): number {
  return Math.max(minFreeMb * MB, 2 * (lastBackupBytes ?? databaseBytes))
}

async function spaceProblem(folder: string, minFreeMb: number): Promise<string | null> {
  const [sizes] = await sql()<{ last: string | null; database: string }[]>`
    select (select bytes::text from backup_runs where status = 'succeeded' order by started_at desc limit 1) as last,
      pg_database_size(current_database())::text as database`
  const needed = roomNeeded(minFreeMb, sizes!.last === null ? null : Number(sizes!.last), Number(sizes!.database))
  const free = await freeBytes(folder)
  if (free >= needed) return null
  return `only ${Math.floor(free / MB)} MB free in ${folder}, and a backup needs ${Math.ceil(needed / MB)} MB (twice the last backup, and at least BACKUP_MIN_FREE_MB)`
}

async function finish(id: string, outcome: Partial<BackupRun> & { status: BackupRun['status']; sha256?: string }) {
  await sql()`
    update backup_runs set status = ${outcome.status}, finished_at = now(), file_name = ${outcome.file_name ?? null},
      bytes = ${outcome.bytes ?? null}, sha256 = ${outcome.sha256 ?? null}, error = ${outcome.error?.slice(0, 2000) ?? null}
    where id = ${id}`
  await sql()`delete from backup_runs where id not in (select id from backup_runs order by started_at desc limit ${RUNS_KEPT})`
}

/** Said in the log and the audit entry of every backup made without BACKUP_RECIPIENT. */
export const NOT_ENCRYPTED =
  'It is NOT encrypted: it holds the password hashes and the authenticator-app key, so it stays on this machine and the dashboard will not download it. Make a key pair with npm run backup:key and set BACKUP_RECIPIENT.'

/**
 * Makes one backup into the destination, keeps the newest BACKUP_KEEP, and records the run and
 * an audit entry. A failure is recorded and logged, never thrown: the next check tries again.
 */
export async function makeBackup(log: Log, actorEmail: string | null = null, config = env()): Promise<BackupRun> {
  const destination = backupDestination(config)
  const [run] = await sql()<{ id: string }[]>`insert into backup_runs default values returning id::text`
  const id = run!.id
  try {
    await removeUnfinished(destination.folder)
    const problem = await spaceProblem(destination.folder, config.BACKUP_MIN_FREE_MB)
    if (problem) {
      log(`Backup skipped: ${problem}`)
      await finish(id, { status: 'skipped', error: problem })
      await recordAudit({ actorEmail, action: 'backup.skip', detail: `Backup skipped: ${problem}` })
      return { id, status: 'skipped', file_name: null, bytes: null, error: problem }
    }
    const recipient = config.BACKUP_RECIPIENT
    const file = path.join(destination.folder, backupName(new Date(), Boolean(recipient)))
    const archive = await writeBackupArchive(file, { databaseUrl: process.env.DATABASE_URL!, store: objectStore(), site: config.SITE_URL, recipient, log })
    await destination.keep(file)
    const kept = await destination.list()
    for (const old of kept.slice(0, Math.max(0, kept.length - config.BACKUP_KEEP))) await destination.remove(old)
    const name = path.basename(file)
    await finish(id, { status: 'succeeded', file_name: name, bytes: String(archive.bytes), sha256: archive.sha256 })
    const detail = `Backup ${name}: ${(archive.bytes / MB).toFixed(1)} MB in ${destination.description}${recipient ? '' : `. ${NOT_ENCRYPTED}`}`
    await recordAudit({ actorEmail, action: 'backup.create', detail })
    log(detail)
    return { id, status: 'succeeded', file_name: name, bytes: String(archive.bytes), error: null }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    log(`Backup failed: ${message}`)
    await finish(id, { status: 'failed', error: message }).catch(() => {})
    await recordAudit({ actorEmail, action: 'backup.fail', detail: `Backup failed: ${message}` }).catch(() => {})
    return { id, status: 'failed', file_name: null, bytes: null, error: message }
  }
}

/** Archives left half-written by a process that stopped in the middle of a backup. */
async function removeUnfinished(folder: string) {
  const names = await readdir(folder).catch(() => [] as string[])
  for (const name of names.filter((name) => name.startsWith('backup-') && name.endsWith('.partial'))) await rm(path.join(folder, name), { force: true })
}

let running: Promise<unknown> = Promise.resolve()

/** One check of the schedule: a backup when one is due and this instance holds the lease. */
export async function backUpWhenDue(log: Log): Promise<void> {
  const config = env()
  if (!(await takeLeaseWhenDue(config.BACKUP_INTERVAL_HOURS))) return
  try {
    await makeBackup(log)
  } finally {
    await releaseLease()
  }
}

/** Backs up every BACKUP_INTERVAL_HOURS (0: never), checked every ten minutes; the rows go by COPY on a connection of its own, so requests do not wait. */
export const scheduledBackupJob: BackgroundJob = {
  name: 'scheduled backups',
  start: () => {
    if (env().BACKUP_INTERVAL_HOURS === 0) return () => {}
    const check = () => {
      running = running.then(() => backUpWhenDue(timestampedLog)).catch((error: unknown) => timestampedLog(`Backup check failed: ${String(error)}`))
    }
    const first = setTimeout(check, FIRST_CHECK_AFTER_MS)
    const every = setInterval(check, CHECK_EVERY_MS)
    return () => {
      clearTimeout(first)
      clearInterval(every)
    }
  },
}
