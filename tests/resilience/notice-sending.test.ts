import { readFile } from 'node:fs/promises'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeResend, type FakeResend } from '../fakes/resend.ts'
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts'
import { type RunningServer, startProductionServer } from '../helpers/server.ts'

// A notice to 5,000 confirmed people through the Resend fake: the server's memory stays within
// 50 MB of where it started, and killing it (SIGKILL) halfway then starting it again sends no one
// a second copy. The pace is raised from its default of 5 a second so the test takes a minute.
const PEOPLE = 5000
const RSS_GROWTH_LIMIT_MB = 50
const DEADLINE_MS = 200_000

let database: TestDatabase
let sql: postgres.Sql
let resend: FakeResend
let server: RunningServer | undefined

const serverEnv = () => ({
  ...(database.dataDir ? { DATA_DIR: database.dataDir, DATABASE_URL: '' } : { DATABASE_URL: database.url }),
  ...resend.env,
  OUTBOX_POLL_MS: '200',
  NEWS_SEND_PER_SECOND: '100',
  OUTBOX_LEASE_SECONDS: '5',
})

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024
}

/** Samples the server's resident memory every 250 ms until stopped; returns the highest seen. */
function watchMemory(pid: number): () => number {
  let highest = 0
  const timer = setInterval(() => {
    rssMb(pid).then(
      (mb) => (highest = Math.max(highest, mb)),
      () => {},
    )
  }, 250)
  return () => {
    clearInterval(timer)
    return highest
  }
}

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + DEADLINE_MS
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

const deliveredCount = () => resend.delivered().length

beforeAll(async () => {
  database = await createTestDatabase('notice_sending')
  sql = postgres(database.url, { max: 1, onnotice: () => {} })
  await sql`
    insert into subscribers (email, email_hash, status, confirmed_at)
    select 'reader' || n || '@example.com', md5('reader' || n), 'confirmed', now() from generate_series(1, ${PEOPLE}) as n`
  resend = await startFakeResend()
})

afterAll(async () => {
  await server?.stop()
  await resend?.stop()
  await sql?.end({ timeout: 2 })
  await database?.drop()
})

describe('a notice to 5,000 people', () => {
  it('is sent within 50 MB of memory, exactly once to each, across a SIGKILL halfway', { timeout: DEADLINE_MS + 60_000 }, async () => {
    server = await startProductionServer(serverEnv())
    await fetch(`${server.url}/`).then((response) => response.arrayBuffer())
    const firstBaseline = await rssMb(server.process.pid!)
    const firstPeak = watchMemory(server.process.pid!)
    const started = Date.now()
    await sql`
      insert into notices (subject, body, status, author_email, recipients, started_at)
      values ('Harvest supper', 'Join us on Saturday.\n\nBook on [the events page](/whats-on).', 'sending', 'admin@example.org', ${PEOPLE}, now())`

    await until(async () => deliveredCount() >= PEOPLE / 2, 'half the e-mails')
    server.process.kill('SIGKILL')
    await server.stop()
    const firstGrowth = firstPeak() - firstBaseline
    const atKill = deliveredCount()

    server = await startProductionServer(serverEnv())
    const secondBaseline = await rssMb(server.process.pid!)
    const secondPeak = watchMemory(server.process.pid!)
    await until(async () => (await sql`select 1 from notices where status = 'sent'`).length === 1, 'the notice to be sent')
    const secondGrowth = secondPeak() - secondBaseline
    const seconds = (Date.now() - started) / 1000

    const delivered = resend.delivered()
    const recipients = delivered.map((request) => [request.body.to].flat()[0])
    const replays = resend.requests().filter((request) => request.status === 200 && !request.delivered).length
    console.info(
      `notice to ${PEOPLE}: ${delivered.length} delivered to ${new Set(recipients).size} people in ${seconds.toFixed(0)} s; killed after ${atKill}; ` +
        `${replays} replays refused by Idempotency-Key; RSS growth ${firstGrowth.toFixed(1)} MB before the kill (from ${firstBaseline.toFixed(0)} MB), ` +
        `${secondGrowth.toFixed(1)} MB after the restart (from ${secondBaseline.toFixed(0)} MB)`,
    )
    expect(delivered).toHaveLength(PEOPLE)
    expect(new Set(recipients).size).toBe(PEOPLE)
    expect(delivered.every((request) => request.body.headers?.['List-Unsubscribe-Post'] === 'List-Unsubscribe=One-Click')).toBe(true)
    const [counts] = await sql<{ deliveries: number; sent: number }[]>`
      select (select count(*)::int from notice_deliveries) as deliveries, (select count(*)::int from mail_outbox where status = 'sent') as sent`
    expect(counts).toEqual({ deliveries: PEOPLE, sent: PEOPLE })
    expect(firstGrowth).toBeLessThanOrEqual(RSS_GROWTH_LIMIT_MB)
    expect(secondGrowth).toBeLessThanOrEqual(RSS_GROWTH_LIMIT_MB)
  })
})
