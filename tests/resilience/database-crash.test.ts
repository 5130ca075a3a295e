import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import postgres from 'postgres'
import { describe, expect, it } from 'vitest'
import { startEmbeddedDatabase } from '../../db/embedded.ts'
import { migrate } from '../../db/migrate.ts'
import { postJsonFrom, sendFrom, startSiteWithOwnDatabase } from '../helpers/loopback.ts'
import { type RunningServer, startProductionServer } from '../helpers/server.ts'

// kill -9 of PostgreSQL while forms are being sent. Embedded: the site notices, starts it again on
// the same folder and port, and serves again with no restart of its own (in seconds; the limit here
// is generous because CI machines are shared, and the time is printed, not judged). External
// (DATABASE_URL): once the server is back, the pool reconnects by itself. Meanwhile the site
// answers 503 and stores nothing it has not said it stored.
const RECOVERY_LIMIT_MS = 30_000
const WORKERS = 4

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Scenario = { server: RunningServer; sql: postgres.Sql; databaseDir: string; label: string }

/** Forms sent without pause while the database is killed; returns when the site has served again. */
async function crashMidTraffic({ server, sql, databaseDir, label }: Scenario) {
  const status = async (pathname: string) => (await sendFrom(`${server.url}${pathname}`)).status
  const answered = new Map<string, number>()
  let sending = true
  let sent = 0
  const sender = async () => {
    while (sending) {
      const message = `crash test ${sent++}`
      const answer = await postJsonFrom(server, '/api/contact', { name: 'Crash Test', email: 'crash@example.org', message, website: '' })
      answered.set(message, answer.status)
    }
  }
  const senders = Array.from({ length: WORKERS }, sender)
  await sleep(1000)

  const pid = Number(readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8').split('\n')[0])
  process.kill(pid, 'SIGKILL')
  const killedAt = performance.now()
  const healthDuringOutage: number[] = []
  // Right after the kill, surviving backends may still answer /readyz: recovery is a stored form.
  let readySeen = false
  let probe = { status: 0 }
  while (performance.now() - killedAt < RECOVERY_LIMIT_MS) {
    healthDuringOutage.push(await status('/healthz'))
    if ((await status('/readyz')) === 200) {
      readySeen = true
      probe = await postJsonFrom(server, '/api/contact', { name: 'After', email: 'after@example.org', message: 'after the crash', website: '' })
      if (probe.status === 201) break
    }
    await sleep(100)
  }
  const formsAfterMs = performance.now() - killedAt
  await sleep(500)
  sending = false
  await Promise.all(senders)

  console.log(`${label}: a form stored again after ${(formsAfterMs / 1000).toFixed(1)} s`)
  if (probe.status !== 201) console.log(`${label}, the server's last words:\n${server.output().slice(-3000)}`)
  expect(readySeen).toBe(true)
  expect(probe.status).toBe(201)
  expect(formsAfterMs).toBeLessThan(RECOVERY_LIMIT_MS)
  expect(healthDuringOutage.every((code) => code === 200)).toBe(true)

  const statuses = [...answered.values()]
  const tally: Record<number, number> = {}
  for (const code of statuses) tally[code] = (tally[code] ?? 0) + 1
  console.log(`${label}, forms sent during the crash: ${JSON.stringify(tally)}`)
  expect(statuses.every((code) => code === 201 || code === 503)).toBe(true)
  expect(tally[503] ?? 0).toBeGreaterThan(0)

  const stored = await sql<{ message: string; copies: number; emails: number }[]>`
    select s.fields->>'message' as message, count(distinct s.id)::int as copies, count(o.id)::int as emails
    from form_submissions s left join mail_outbox o on o.submission_id = s.id
    where s.fields->>'message' like 'crash test %' group by 1`
  const byMessage = new Map(stored.map((row) => [row.message, row]))
  for (const [message, code] of answered) {
    if (code === 201) {
      expect(byMessage.get(message)?.copies, message).toBe(1)
      expect(byMessage.get(message)?.emails, message).toBe(1)
    }
  }
  expect(stored.every((row) => row.copies === 1)).toBe(true)
}

describe('the database killed mid-traffic', () => {
  it('embedded: is restarted by the site, which serves forms again by itself; every success is stored exactly once', async () => {
    const site = await startSiteWithOwnDatabase({ FORM_RATE_LIMIT: '100000' })
    try {
      await crashMidTraffic({ server: site.server, sql: site.sql, databaseDir: path.join(site.dataDir, 'postgres'), label: 'Embedded database killed' })
    } finally {
      await site.stop()
    }
  })

  it('DATABASE_URL: when the server comes back, the pool recovers by itself', async () => {
    // An embedded server this test owns stands in for an external PostgreSQL that its host restarts.
    const dataDir = await mkdtemp(path.join(tmpdir(), 'church-external-db-'))
    const external = await startEmbeddedDatabase(dataDir)
    const sql = postgres(external.url, { max: 2, onnotice: () => {} })
    let server: RunningServer | undefined
    try {
      await migrate(sql)
      server = await startProductionServer({ DATABASE_URL: external.url, DATA_DIR: dataDir, FORM_RATE_LIMIT: '100000' })
      await crashMidTraffic({ server, sql, databaseDir: path.join(dataDir, 'postgres'), label: 'External database killed and restarted' })
    } finally {
      await server?.stop()
      await sql.end({ timeout: 1 })
      await external.stop()
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})
