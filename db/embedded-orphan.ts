import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * After a `kill -9` of the process that started the embedded PostgreSQL, the postmaster lives on,
 * with no one to watch it or to restart it when it dies. The starter records its pid here, so a
 * new server can tell such an orphan from a postmaster another live process of this site runs.
 */
function ownerFile(dataDir: string) {
  return path.join(dataDir, 'postgres-owner.pid')
}

const STOP_GRACE_MS = 5000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function recordOwner(dataDir: string): void {
  writeFileSync(ownerFile(dataDir), `${process.pid}\n`, { mode: 0o600 })
}

function readNumber(file: string): number | undefined {
  try {
    const value = Number(readFileSync(file, 'utf8').split('\n')[0])
    return Number.isInteger(value) && value > 0 ? value : undefined
  } catch {
    return undefined
  }
}

/** A process's parent, from /proc (Linux); undefined when the process is gone or /proc cannot tell. */
function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
  } catch {
    return undefined
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * The postmaster of `databaseDir`, when it is one: postmaster.pid names the process and this very
 * folder, and the process is a postgres. Anything else is left alone.
 */
function postmasterOf(databaseDir: string): number | undefined {
  let lines: string[]
  try {
    lines = readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8').split('\n')
  } catch {
    return undefined
  }
  const pid = Number(lines[0])
  if (!Number.isInteger(pid) || pid <= 0 || path.resolve(lines[1] ?? '') !== path.resolve(databaseDir)) return undefined
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
    return path.basename(command[0] ?? '').startsWith('postgres') ? pid : undefined
  } catch {
    return undefined
  }
}

/**
 * An embedded PostgreSQL left running on `databaseDir` by a process of this site that died: its
 * parent is no longer the owner recorded in DATA_DIR. Without a record (a server from before
 * there was one), only a postmaster adopted by init counts as orphaned.
 */
export function orphanedPostmaster(dataDir: string, databaseDir: string): number | undefined {
  const pid = postmasterOf(databaseDir)
  if (!pid) return undefined
  const parent = parentOf(pid)
  if (parent === undefined) return undefined
  const owner = readNumber(ownerFile(dataDir))
  const orphaned = owner === undefined ? parent === 1 : parent !== owner || !isAlive(owner)
  return orphaned ? pid : undefined
}

/** Stops an orphaned postmaster: SIGTERM, then SIGKILL if it has not gone after a grace period. */
export async function stopOrphan(pid: number, log: (line: string) => void): Promise<void> {
  log(`An embedded PostgreSQL (pid ${pid}) was left running by a server that stopped abruptly: stopping it, to start one this server watches`)
  process.kill(pid, 'SIGTERM')
  const deadline = Date.now() + STOP_GRACE_MS
  while (isAlive(pid) && Date.now() < deadline) await sleep(100)
  if (!isAlive(pid)) return
  log(`The old embedded PostgreSQL did not stop within ${STOP_GRACE_MS / 1000} s: killing it`)
  process.kill(pid, 'SIGKILL')
  const killed = Date.now()
  while (isAlive(pid) && Date.now() - killed < STOP_GRACE_MS) await sleep(50)
}
