import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openPostgresLog } from './postgres-log.ts'

let dataDir = ''

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'church-pglog-'))
})

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

const line = (n: number) => `2026-11-24 07:00:00.000 UTC [42] LOG:  line ${String(n).padStart(4, '0')}\n`

describe("PostgreSQL's log", () => {
  it('appends to DATA_DIR/postgres.log and rotates at its cap, keeping one old file', async () => {
    const log = openPostgresLog(dataDir, 1000)
    expect(log.file).toBe(path.join(dataDir, 'postgres.log'))
    for (let n = 0; n < 100; n++) log.write(line(n))
    const current = await readFile(log.file, 'utf8')
    const old = await readFile(`${log.file}.1`, 'utf8')
    expect((await stat(log.file)).size).toBeLessThanOrEqual(1000)
    expect((await stat(`${log.file}.1`)).size).toBeLessThanOrEqual(1000)
    expect(current.endsWith(line(99))).toBe(true)
    expect(old.endsWith(line(Number(current.slice(current.indexOf('line ') + 5, current.indexOf('line ') + 9)) - 1))).toBe(true)
  })

  it('carries on from the size an earlier process left', async () => {
    openPostgresLog(dataDir, 1000).write('x'.repeat(900))
    openPostgresLog(dataDir, 1000).write('y'.repeat(200))
    expect(await readFile(path.join(dataDir, 'postgres.log'), 'utf8')).toBe('y'.repeat(200))
  })

  it('keeps its last lines in memory, even when the file cannot be written', async () => {
    const log = openPostgresLog(path.join(dataDir, 'no-such-folder'))
    log.write('FATAL:  could not write lock file "postmaster.pid": No space left on device\n')
    expect(log.summary()).toBe(
      `PostgreSQL's log is ${path.join(dataDir, 'no-such-folder', 'postgres.log')}; its last lines:\n  FATAL:  could not write lock file "postmaster.pid": No space left on device`,
    )
  })

  it('turns a start that failed without a reason into an error that names the cause and the log', () => {
    const log = openPostgresLog(dataDir)
    log.write('LOG:  could not bind IPv4 address "127.0.0.1": Address already in use\n')
    const error = log.failure('The embedded PostgreSQL did not start', undefined)
    expect(error.message).toBe(
      `The embedded PostgreSQL did not start\nPostgreSQL's log is ${log.file}; its last lines:\n  LOG:  could not bind IPv4 address "127.0.0.1": Address already in use`,
    )
    expect(log.failure('initdb failed', new Error('code 1')).message).toBe(`initdb failed: code 1\nPostgreSQL's log is ${log.file}`)
  })
})
