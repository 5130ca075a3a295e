import { randomInt } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sql } from '../../db/client.ts'
import type { InboxSubmission } from '../../app/lib/forms/inbox.ts'
import type { SessionAdmin } from '../../server/auth/session.ts'
import { handleFormApiRequest } from '../../server/forms/http.ts'
import { setClientAddress } from '../../server/http/responses.ts'
import type { FormSettings } from '../../server/forms/submit.ts'
import { deliverOutbox, type OutboxWorkerConfig } from '../../server/mail/worker.ts'
import { handleDeleteSubmission, handleListSubmissions, handleRetrySubmission, handleSetHandled } from '../../server/inbox/http.ts'
import { deleteExpiredSubmissions } from '../../server/inbox/retention.ts'
import { FAKE_RESEND_API_KEY, startFakeResend, type FakeResend } from '../fakes/resend.ts'
import { insertTestAdmin } from '../helpers/admins.ts'
import { answerOf } from '../helpers/answer.ts'

const SITE = 'http://localhost:3000'
const settings: FormSettings = {
  rateLimit: 1000,
  rateWindowSeconds: 600,
  heldApartLimit: 1000,
  repeatsPerDay: 100_000,
  fallbackRecipient: 'office@example.org',
}
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

let resend: FakeResend
let admin: SessionAdmin

function workerConfig(overrides: Partial<OutboxWorkerConfig> = {}): OutboxWorkerConfig {
  const provider = { apiKey: FAKE_RESEND_API_KEY, baseUrl: resend.url, from: 'Church <web@example.org>' }
  return { provider, pollMs: 50, retryBaseMs: 0, log: () => {}, ...overrides }
}

function adminRequest(method: string, path: string, body?: unknown): Request {
  const headers = new Headers()
  if (body !== undefined) headers.set('Content-Type', 'application/json')
  return new Request(`${SITE}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
}

async function list(query = ''): Promise<InboxSubmission[]> {
  const response = await handleListSubmissions(adminRequest('GET', `/api/admin/messages${query}`))
  expect(response.status).toBe(200)
  return response.json()
}

async function submitContact(name: string, website = '') {
  const body = { name, email: 'jane@example.com', message: `Hello from ${name}; commas, too`, website }
  const request = new Request(`${SITE}/api/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
  setClientAddress(request, `10.3.${randomInt(0, 255)}.${randomInt(1, 255)}`)
  expect((await handleFormApiRequest('contact', request, settings)).status).toBe(201)
}

async function auditActions(): Promise<string[]> {
  const rows = await sql()<{ action: string }[]>`select action from audit_log where actor_email = ${admin.email} order by id`
  return rows.map((row) => row.action)
}

beforeAll(async () => {
  resend = await startFakeResend()
  const { id, email } = await insertTestAdmin()
  admin = { id, email }
})
afterAll(() => resend.stop())
beforeEach(async () => {
  resend.reset()
  await sql()`delete from mail_outbox`
  await sql()`delete from form_submissions`
  // E-mail goes to the fallback address only while no form has an address of its own.
  await sql()`delete from email_configurations`
})

describe('listing', () => {
  it('lists messages newest first with all fields and delivery, and spam only under spam=true', async () => {
    await submitContact('First')
    await submitContact('Second')
    await submitContact('Robot', 'http://spam.example')
    const messages = await list()
    expect(messages.map((message) => message.fields.name)).toEqual(['Second', 'First'])
    const fields = { email: 'jane@example.com', message: 'Hello from Second; commas, too' }
    expect(messages[0]).toMatchObject({ form_type: 'contact', handled: false, fields })
    expect(messages[0]!.delivery).toEqual([
      { recipient: 'office@example.org', status: 'pending', attempts: 0, sent_at: null, next_attempt_at: expect.any(String), last_error: null },
    ])
    const spam = await list('?spam=true')
    expect(spam.map((message) => message.fields.name)).toEqual(['Robot'])
    expect(spam[0]!.delivery).toEqual([])
  })

  it('filters by form type and pages with limit and before', async () => {
    for (let i = 0; i < 5; i++) await submitContact(`Guest${i}`)
    expect(await list('?form_type=hall_hire')).toEqual([])
    const first = await list('?form_type=contact&limit=2')
    const second = await list(`?form_type=contact&limit=2&before=${first[1]!.id}`)
    const third = await list(`?form_type=contact&limit=2&before=${second[1]!.id}`)
    expect([...first, ...second, ...third].map((message) => message.fields.name)).toEqual(['Guest4', 'Guest3', 'Guest2', 'Guest1', 'Guest0'])
  })

  it('refuses bad query values with 400 naming them', async () => {
    for (const query of ['?spam=yes', '?form_type=letters', '?limit=0', '?limit=101', '?before=abc', '?colour=red', '?spam=true&spam=false']) {
      const response = await answerOf(handleListSubmissions(adminRequest('GET', `/api/admin/messages${query}`)))
      expect(response.status, query).toBe(400)
      expect(Object.keys((await response.json()).details).length, query).toBeGreaterThan(0)
    }
  })

  it('shows sent, held and no-recipient e-mails in words', async () => {
    await submitContact('Held')
    await deliverOutbox(workerConfig({ provider: undefined }))
    const [held] = await list()
    expect(held!.delivery[0]).toMatchObject({ status: 'held', next_attempt_at: null, last_error: 'not sent: no mail provider configured' })

    await deliverOutbox(workerConfig())
    const [sent] = await list()
    expect(sent!.delivery[0]).toMatchObject({ status: 'sent', attempts: 1, last_error: null, next_attempt_at: null })
    expect(Date.parse(sent!.delivery[0]!.sent_at!)).not.toBeNaN()

    const request = new Request(`${SITE}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Nobody', email: 'n@example.com', message: 'Hi', website: '' }),
    })
    setClientAddress(request, '10.4.0.1')
    await handleFormApiRequest('contact', request, { ...settings, fallbackRecipient: undefined })
    const [unaddressed] = await list()
    expect(unaddressed!.delivery[0]).toMatchObject({ recipient: null, status: 'no_recipient' })
  })
})

describe('changes', () => {
  it('marks handled and back, audited; 404 for an unknown or malformed id, 400 for a malformed body', async () => {
    await submitContact('Jane')
    const [message] = await list()
    const patch = (id: string, body: unknown) => answerOf(handleSetHandled(adminRequest('PATCH', `/api/admin/messages/${id}`, body), id, admin))
    expect((await patch(message!.id, { handled: true })).status).toBe(200)
    expect((await list())[0]!.handled).toBe(true)
    expect((await patch(message!.id, { handled: false })).status).toBe(200)
    expect((await list())[0]!.handled).toBe(false)
    expect(await auditActions()).toEqual(expect.arrayContaining(['message_marked_handled', 'message_marked_unhandled']))

    expect((await patch(UNKNOWN_ID, { handled: true })).status).toBe(404)
    expect((await patch('not-an-id', { handled: true })).status).toBe(404)
    expect((await patch(message!.id, { handled: 'yes' })).status).toBe(400)
    expect((await patch(message!.id, { handled: true, extra: 1 })).status).toBe(400)
  })

  it('deletes a message with its e-mails, audited', async () => {
    await submitContact('Erase me')
    const [message] = await list()
    const remove = (id: string) => answerOf(handleDeleteSubmission(id, admin))
    expect((await remove(message!.id)).status).toBe(200)
    expect(await list()).toEqual([])
    expect(await sql()`select 1 from mail_outbox where submission_id = ${message!.id}`).toHaveLength(0)
    expect(await auditActions()).toContain('message_deleted')
    expect((await remove(message!.id)).status).toBe(404)
    expect((await remove('1; drop table x')).status).toBe(404)
  })

  it('a permanent refusal fails the e-mail at once; Retry then delivers it exactly once', async () => {
    await submitContact('Refused')
    resend.failNext(422)
    expect(await deliverOutbox(workerConfig())).toEqual({ sent: 0, retrying: 0, failed: 1, held: 0 })
    const [failed] = await list()
    expect(failed!.delivery[0]).toMatchObject({ status: 'failed', attempts: 1, next_attempt_at: null })
    expect(failed!.delivery[0]!.last_error).toMatch(/^Refused by the mail provider: Resend 422/)
    expect(await deliverOutbox(workerConfig())).toEqual({ sent: 0, retrying: 0, failed: 0, held: 0 })

    const retry = (id: string) => answerOf(handleRetrySubmission(id, admin))
    const response = await retry(failed!.id)
    expect(await response.json()).toEqual({ requeued: 1 })
    expect((await list())[0]!.delivery[0]!.status).toBe('pending')
    expect(await auditActions()).toContain('message_retried')

    await Promise.all([deliverOutbox(workerConfig()), deliverOutbox(workerConfig())])
    await deliverOutbox(workerConfig())
    expect(resend.delivered()).toHaveLength(1)
    expect((await list())[0]!.delivery[0]!.status).toBe('sent')
    expect(await (await retry(failed!.id)).json()).toEqual({ requeued: 0 })
    expect((await retry(UNKNOWN_ID)).status).toBe(404)
    expect((await retry('zzz')).status).toBe(404)
  })

  it('keeps retrying after 408 and 429, which are not refusals', async () => {
    await submitContact('Busy')
    resend.failNext(429)
    resend.failNext(408)
    expect(await deliverOutbox(workerConfig())).toMatchObject({ retrying: 1 })
    expect(await deliverOutbox(workerConfig())).toMatchObject({ retrying: 1 })
    expect(await deliverOutbox(workerConfig())).toMatchObject({ sent: 1 })
  })
})

describe('retention', () => {
  it('deletes submissions older than the retention period with their e-mails, and keeps the rest', async () => {
    await submitContact('Old')
    await submitContact('Recent')
    await sql()`update form_submissions set created_at = now() - interval '366 days' where fields->>'name' = 'Old'`
    expect(await deleteExpiredSubmissions(365)).toBe(1)
    expect((await list()).map((message) => message.fields.name)).toEqual(['Recent'])
    expect(await sql()`select 1 from mail_outbox`).toHaveLength(1)
  })
})
