import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeResend, type FakeResend } from '../fakes/resend.ts'
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts'
import { type RunningServer, startProductionServer } from '../helpers/server.ts'

// The mail provider answers 500s and 429s and drops connections (some after taking the e-mail),
// then recovers. Every message must reach it exactly once, counted by idempotency key.
const MESSAGES = 40
const DEADLINE_MS = 60_000

let database: TestDatabase
let sql: postgres.Sql
let resend: FakeResend
let server: RunningServer

beforeAll(async () => {
  database = await createTestDatabase('mail_flaky')
  sql = postgres(database.url, { max: 1, onnotice: () => {} })
  resend = await startFakeResend()
  const databaseEnv: Record<string, string> = database.dataDir ? { DATA_DIR: database.dataDir, DATABASE_URL: '' } : { DATABASE_URL: database.url }
  server = await startProductionServer({
    ...databaseEnv,
    ...resend.env,
    OUTBOX_POLL_MS: '100',
    OUTBOX_RETRY_BASE_MS: '100',
    FORM_RATE_LIMIT: '1000',
    NOTIFY_EMAIL_FALLBACK: 'office@example.org',
  })
})

afterAll(async () => {
  await server?.stop()
  await resend?.stop()
  await sql?.end({ timeout: 2 })
  await database?.drop()
})

async function postContact(index: number): Promise<number> {
  const response = await fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify({ name: `Visitor ${index}`, email: `visitor${index}@example.com`, message: `Message number ${index}`, website: '' }),
  })
  await response.body?.cancel()
  return response.status
}

async function waitUntilAllSent(): Promise<{ status: string; count: number }[]> {
  const deadline = Date.now() + DEADLINE_MS
  for (;;) {
    const tally = await sql<{ status: string; count: number }[]>`select status, count(*)::int as count from mail_outbox group by status order by status`
    const settled = tally.length === 1 && tally[0]!.status === 'sent' && tally[0]!.count === MESSAGES
    if (settled || Date.now() > deadline) return tally
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

describe('a flaky mail provider', () => {
  it('every message is delivered exactly once after 500s, 429s and dropped connections', async () => {
    resend.failNext(500, 20)
    resend.failNext(429, 20)
    resend.dropNext(15)
    resend.dropNext(15, true)

    const statuses = await Promise.all(Array.from({ length: MESSAGES }, (_, index) => postContact(index)))
    expect(statuses.every((status) => status === 201)).toBe(true)

    expect(await waitUntilAllSent()).toEqual([{ status: 'sent', count: MESSAGES }])

    const outboxIds = (await sql<{ id: string }[]>`select id from mail_outbox`).map((row) => row.id).sort()
    const deliveredKeys = resend.delivered().map((request) => request.idempotencyKey)
    expect([...deliveredKeys].sort()).toEqual(outboxIds)

    const requests = resend.requests()
    const failures = requests.filter((request) => request.status !== 200)
    expect(failures.filter((request) => request.status === 500)).toHaveLength(20)
    expect(failures.filter((request) => request.status === 429)).toHaveLength(20)
    expect(failures.filter((request) => request.status === 0)).toHaveLength(30)
    expect(requests.every((request) => request.idempotencyKey !== null && outboxIds.includes(request.idempotencyKey))).toBe(true)
  })
})
