import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { superviseEmbeddedDatabase } from './embedded-supervisor.ts'

let databaseDir = ''

afterEach(() => rmSync(databaseDir, { recursive: true, force: true }))

describe('superviseEmbeddedDatabase', () => {
  it('starts a database that is not running again, and says when it stopped once it runs', async () => {
    databaseDir = mkdtempSync(path.join(tmpdir(), 'church-supervisor-'))
    const pidFile = path.join(databaseDir, 'postmaster.pid')
    // A stand-in postmaster: "running" is this process's own pid in postmaster.pid.
    const postmaster = { start: async () => writeFileSync(pidFile, `${process.pid}\n`) }
    const lines: string[] = []
    const noticedAfter = Date.now()
    const restarted = new Promise<Date>((resolve) => {
      const supervisor = superviseEmbeddedDatabase(
        postmaster,
        databaseDir,
        (line) => lines.push(line),
        () => {},
        (stoppedAt) => {
          rmSync(pidFile)
          void supervisor.stop()
          resolve(stoppedAt)
        },
      )
    })
    const stoppedAt = await restarted
    expect(stoppedAt.getTime()).toBeGreaterThanOrEqual(noticedAfter)
    expect(stoppedAt.getTime()).toBeLessThanOrEqual(Date.now())
    expect(lines[0]).toBe('The embedded PostgreSQL stopped unexpectedly: starting it again')
    expect(lines[1]).toMatch(/^The embedded PostgreSQL is running again/)
  })
})
