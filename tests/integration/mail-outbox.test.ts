import { randomInt } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sql } from '../../db/client.ts'
import * as formsHttp from '../../server/forms/http.ts'
import { setClientAddress } from '../../server/http/responses.ts'
import type { FormSettings } from '../../server/forms/submit.ts'
import { claimDueEmails, listRecentEmails, NO_PROVIDER_REASON } from '../../server/mail/outbox.ts'
import { deliverOutbox, retryDelayMs, startOutboxWorker, type OutboxWorkerConfig } from '../../server/mail/worker.ts'
import { FAKE_RESEND_API_KEY, startFakeResend, type FakeResend } from '../fakes/resend.ts'
import { answered } from '../helpers/answer.ts'

// The handlers throw their refusals; answered as the edge does.
const handleFormApiRequest = answered(formsHttp.handleFormApiRequest)

const SITE = 'http://localhost:3000'
const FROM = 'Cray Community Church <website@example.org>'
const settings: FormSettings = {
  rateLimit: 1000,
  rateWindowSeconds: 600,
  heldApartLimit: 1000,
  repeatsPerDay: 100_000,
  fallbackRecipient: 'office@example.org',
}

let resend: FakeResend
let logged: string[] = []

function workerConfig(overrides: Partial<OutboxWorkerConfig> = {}): OutboxWorkerConfig {
  return {
    provider: { apiKey: FAKE_RESEND_API_KEY, baseUrl: resend.url, from: FROM },
    fallbackRecipient: settings.fallbackRecipient,
    pollMs: 50,
    retryBaseMs: 0,
    log: (line) => logged.push(line),
    ...overrides,
  }
}

async function submitHallHire(firstName = 'Jane', formSettings = settings) {
  const body = {
    firstName,
    lastName: 'Smith',
    email: 'jane@example.com',
    phone: '07700 900456',
    dates: 'Sat 14 March',
    details: 'A <b>party</b> & games',
    website: '',
  }
  const request = new Request(`${SITE}/api/hall-hire`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
  setClientAddress(request, `10.2.${randomInt(0, 255)}.${randomInt(1, 255)}`)
  const response = await handleFormApiRequest('hall_hire', request, formSettings)
  expect(response.status).toBe(201)
}

async function outboxRows() {
  return sql()<
    { id: string; status: string; attempts: number; last_error: string | null; provider_message_id: string | null; recipient_email: string | null }[]
  >`
    select id, status, attempts, last_error, provider_message_id, recipient_email from mail_outbox order by created_at`
}

beforeAll(async () => {
  resend = await startFakeResend()
})
afterAll(() => resend.stop())
beforeEach(async () => {
  resend.reset()
  logged = []
  await sql()`delete from mail_outbox`
  await sql()`delete from form_submissions`
  await sql()`delete from email_configurations`
})

describe('delivery through Resend', () => {
  it('sends the exact request once: from, to, reply_to, subject, both parts and the outbox id as Idempotency-Key', async () => {
    await sql()`insert into email_configurations (form_type, email_address, display_name) values ('hall_hire', 'bookings@example.org', 'Hall Bookings')`
    await submitHallHire()
    const [queued] = await outboxRows()

    const report = await deliverOutbox(workerConfig())
    expect(report).toEqual({ sent: 1, retrying: 0, failed: 0, held: 0 })

    const requests = resend.requests()
    expect(requests).toHaveLength(1)
    const [request] = requests
    expect(request!.idempotencyKey).toBe(queued!.id)
    expect(request!.authorization).toBe(`Bearer ${FAKE_RESEND_API_KEY}`)
    expect(request!.body).toMatchObject({
      from: FROM,
      to: 'bookings@example.org',
      reply_to: 'jane@example.com',
      subject: 'New hall hire enquiry from Jane Smith',
    })
    expect(request!.body.html).toContain('A &lt;b&gt;party&lt;/b&gt; &amp; games')
    expect(request!.body.html).not.toContain('<b>party</b>')
    expect(request!.body.text).toContain('A <b>party</b> & games')
    for (const value of ['Jane', 'Smith', 'jane@example.com', '07700 900456', 'Sat 14 March']) {
      expect(request!.body.html).toContain(value)
      expect(request!.body.text).toContain(value)
    }

    const [sent] = await outboxRows()
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, last_error: null })
    expect(sent!.provider_message_id).toMatch(/[0-9a-f-]{36}/)

    expect(await deliverOutbox(workerConfig())).toEqual({ sent: 0, retrying: 0, failed: 0, held: 0 })
    expect(resend.requests()).toHaveLength(1)
  })

  it('retries after Resend answers 500, and the message is delivered exactly once', async () => {
    await submitHallHire()
    resend.failNext(500)

    expect(await deliverOutbox(workerConfig({ retryBaseMs: 60_000 }))).toEqual({ sent: 0, retrying: 1, failed: 0, held: 0 })
    const [waiting] = await outboxRows()
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 })
    expect(waiting!.last_error).toContain('Resend 500')
    expect(await deliverOutbox(workerConfig())).toEqual({ sent: 0, retrying: 0, failed: 0, held: 0 })

    await sql()`update mail_outbox set next_attempt_at = now()`
    expect(await deliverOutbox(workerConfig())).toEqual({ sent: 1, retrying: 0, failed: 0, held: 0 })

    expect(resend.requests().map((request) => request.status)).toEqual([500, 200])
    expect(new Set(resend.requests().map((request) => request.idempotencyKey)).size).toBe(1)
    expect(resend.delivered()).toHaveLength(1)
    expect((await outboxRows())[0]).toMatchObject({ status: 'sent', attempts: 2, last_error: null })
  })

  it('marks a message failed, with the reason, after the last try', async () => {
    await submitHallHire()
    resend.failNext(500, 3)
    for (let pass = 0; pass < 3; pass++) await deliverOutbox(workerConfig({ maxAttempts: 3 }))
    const [row] = await outboxRows()
    expect(row).toMatchObject({ status: 'failed', attempts: 3 })
    expect(row!.last_error).toMatch(/^Gave up after 3 attempts\. Last error: Resend 500/)
    await deliverOutbox(workerConfig({ maxAttempts: 3 }))
    expect(resend.requests()).toHaveLength(3)
  })

  it('backs off exponentially', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, 30_000, 3_600_000))).toEqual([30_000, 60_000, 120_000, 240_000])
    expect(retryDelayMs(20, 30_000, 3_600_000)).toBe(3_600_000)
  })

  it('two workers running side by side never send one message twice', async () => {
    for (let i = 0; i < 24; i++) await submitHallHire(`Guest${i}`)
    resend.setDelay(20)
    const [first, second] = await Promise.all([deliverOutbox(workerConfig({ batchSize: 3 })), deliverOutbox(workerConfig({ batchSize: 3 }))])
    expect(first.sent + second.sent).toBe(24)
    expect(first.sent).toBeGreaterThan(0)
    expect(second.sent).toBeGreaterThan(0)

    const keys = resend.requests().map((request) => request.idempotencyKey)
    expect(keys).toHaveLength(24)
    expect(new Set(keys).size).toBe(24)
    expect((await outboxRows()).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true)
  })

  it('skips, without waiting, the messages another worker is claiming at this very moment', async () => {
    for (let i = 0; i < 3; i++) await submitHallHire(`Guest${i}`)
    const [locked] = await outboxRows()
    await sql().begin(async (otherWorker) => {
      await otherWorker`select id from mail_outbox where id = ${locked!.id} for update`
      const blocked = new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), 3000))
      const claimed = await Promise.race([claimDueEmails(10, 60), blocked])
      if (claimed === 'blocked') throw new Error('The claim waited for a row another worker holds')
      expect(claimed).toHaveLength(2)
      expect(claimed.map((message) => message.id)).not.toContain(locked!.id)
    })
  })

  it('takes over a message whose worker stopped mid-send, with the same idempotency key', async () => {
    await submitHallHire()
    await sql()`update mail_outbox set status = 'sending', attempts = 1, lease_expires_at = now() - interval '1 second'`
    const [row] = await outboxRows()
    expect(await deliverOutbox(workerConfig())).toMatchObject({ sent: 1 })
    expect(resend.requests()[0]!.idempotencyKey).toBe(row!.id)
  })

  it('leaves a message alone while another worker holds its lease', async () => {
    await submitHallHire()
    await sql()`update mail_outbox set status = 'sending', attempts = 1, lease_expires_at = now() + interval '1 minute'`
    expect(await deliverOutbox(workerConfig())).toEqual({ sent: 0, retrying: 0, failed: 0, held: 0 })
    expect(resend.requests()).toHaveLength(0)
  })
})

describe('with no mail provider configured', () => {
  it('logs each message and keeps it as "not sent: no mail provider configured", then sends it once a provider is set', async () => {
    await submitHallHire()
    const report = await deliverOutbox(workerConfig({ provider: undefined }))
    expect(report.held).toBe(1)
    const [held] = await outboxRows()
    expect(held).toMatchObject({ status: 'held', last_error: NO_PROVIDER_REASON, attempts: 0 })
    expect(logged.join('\n')).toContain(`Mail ${held!.id} not sent: no mail provider configured`)
    // The log names no one: not the visitor, not an address, not what they wrote.
    expect(logged.join('\n')).not.toMatch(/Jane|Smith|@|enquiry from/)

    logged = []
    await deliverOutbox(workerConfig({ provider: undefined }))
    expect(logged).toEqual([])
    expect(resend.requests()).toHaveLength(0)

    expect(await deliverOutbox(workerConfig())).toMatchObject({ sent: 1 })
    expect(resend.delivered()).toHaveLength(1)
    expect((await outboxRows())[0]).toMatchObject({ status: 'sent', last_error: null })
  })
})

describe('with no recipient', () => {
  it('keeps the message visible as "no recipient" and sends it once an address is configured', async () => {
    await submitHallHire('Jane', { ...settings, fallbackRecipient: undefined })
    expect(await deliverOutbox(workerConfig({ fallbackRecipient: undefined }))).toEqual({ sent: 0, retrying: 0, failed: 0, held: 0 })
    const [waiting] = await listRecentEmails()
    expect(waiting).toMatchObject({ formType: 'hall_hire', recipientEmail: null, status: 'no_recipient', subject: 'New hall hire enquiry from Jane Smith' })
    expect(resend.requests()).toHaveLength(0)

    await sql()`insert into email_configurations (form_type, email_address, display_name) values ('hall_hire', 'bookings@example.org', 'Hall Bookings')`
    expect(await deliverOutbox(workerConfig({ fallbackRecipient: undefined }))).toMatchObject({ sent: 1 })
    expect(resend.requests()[0]!.body.to).toBe('bookings@example.org')
    expect((await outboxRows())[0]).toMatchObject({ status: 'sent', recipient_email: 'bookings@example.org' })
  })

  it('falls back to NOTIFY_EMAIL_FALLBACK when that is set later', async () => {
    await submitHallHire('Jane', { ...settings, fallbackRecipient: undefined })
    await deliverOutbox(workerConfig({ fallbackRecipient: 'later@example.org' }))
    expect(resend.requests()[0]!.body.to).toBe('later@example.org')
  })
})

describe('the running worker', () => {
  it('delivers on its own, and stops cleanly', async () => {
    const stop = startOutboxWorker(workerConfig())
    try {
      await submitHallHire()
      await expect.poll(() => resend.delivered().length, { timeout: 5000 }).toBe(1)
    } finally {
      await stop()
    }
  })
})
