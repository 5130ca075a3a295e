import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** The postmaster's pid, from the first line of DATA_DIR/postgres/postmaster.pid. */
export function postmasterPid(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0])
}

function parentOf(pid: number): number | undefined {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may hold spaces, so read after the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
  } catch {
    return undefined
  }
}

/** The postmaster of DATA_DIR's embedded PostgreSQL and every backend and worker it forked. */
export function postgresProcesses(dataDir: string): number[] {
  const postmaster = postmasterPid(dataDir)
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => parentOf(pid) === postmaster)
  return [postmaster, ...children]
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
