import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { isAlive, postmasterPid, postgresProcesses } from '../helpers/postgres-processes.ts'
import { type RunningServer, startProductionServer } from '../helpers/server.ts'

// `kill -9` of the server leaves its embedded PostgreSQL running with no one to watch it. The next
// server on the same DATA_DIR stops that orphan and starts and supervises its own: when that one
// is killed in turn, it is started again and the site serves again by itself.
const RECOVERY_LIMIT_MS = 30_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function waitFor(what: string, check: () => boolean | Promise<boolean>): Promise<number> {
  const began = performance.now()
  while (performance.now() - began < RECOVERY_LIMIT_MS) {
    if (await check()) return performance.now() - began
    await sleep(100)
  }
  throw new Error(`Not within ${RECOVERY_LIMIT_MS / 1000} s: ${what}`)
}

const ready = (server: RunningServer) => () =>
  fetch(`${server.url}/readyz`).then(
    (answer) => answer.status === 200,
    () => false,
  )

describe('an embedded database orphaned by kill -9 of the server', () => {
  it('is stopped by the next server, which supervises its own', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'church-orphan-'))
    const servers: RunningServer[] = []
    let orphaned: number[] = []
    try {
      const first = await startProductionServer({ DATA_DIR: dataDir, DATABASE_URL: '' })
      servers.push(first)
      const orphan = postmasterPid(dataDir)
      orphaned = postgresProcesses(dataDir)
      first.process.kill('SIGKILL')
      await new Promise((resolve) => first.process.once('exit', resolve))
      await sleep(500)
      expect(isAlive(orphan), 'the old postmaster outlives its server').toBe(true)

      const began = performance.now()
      const second = await startProductionServer({ DATA_DIR: dataDir, DATABASE_URL: '' })
      servers.push(second)
      console.log(`A new server served ${((performance.now() - began) / 1000).toFixed(1)} s after it was started on the orphan's DATA_DIR`)
      expect(second.output()).toMatch(/left running by a server that stopped abruptly/)
      expect(isAlive(orphan), 'the orphan is stopped').toBe(false)
      expect(orphaned.filter(isAlive), 'none of its processes lives on').toEqual([])

      const own = postmasterPid(dataDir)
      expect(own).not.toBe(orphan)
      process.kill(own, 'SIGKILL')
      const killed = performance.now()
      const restarted = async () => {
        await waitFor('a new postmaster', () => {
          try {
            return postmasterPid(dataDir) !== own && isAlive(postmasterPid(dataDir))
          } catch {
            return false
          }
        })
        await waitFor('ready again', ready(second))
      }
      await restarted().catch((error: Error) => {
        throw new Error(`${error.message}. The server said:\n${second.output()}`)
      })
      console.log(`Its own postmaster killed: the server served again after ${((performance.now() - killed) / 1000).toFixed(1)} s`)
      expect(second.output()).toMatch(/running again/)
    } finally {
      for (const server of servers) await server.stop()
      for (const pid of orphaned.filter(isAlive)) process.kill(pid, 'SIGKILL')
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})
