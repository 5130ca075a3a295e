import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { sql } from '../../db/client.ts'
import { noticeForSubscribers } from '../../server/notices/notice-email.ts'
import { createNotice, noticeById, noticesOverview } from '../../server/notices/notices.ts'
import { noticeAuthors, noticeDeliveries } from '../../server/notices/personal-data.ts'
import { queueNextBatch, queueSendingNotices, WITHDRAWN_REASON } from '../../server/notices/queue.ts'
import { sendTest, startSending } from '../../server/notices/sending.ts'
import { addressHash } from '../../server/people/people-key.ts'
import { deliverOutbox } from '../../server/mail/worker.ts'
import { FAKE_RESEND_API_KEY, startFakeResend } from '../fakes/resend.ts'

const ADMIN = 'admin@example.org'
const NOTICE = { subject: 'Harvest supper', body: 'Join us on Saturday.\n\nBook at [our events page](/whats-on).' }

async function subscriber(email: string, status: 'confirmed' | 'unconfirmed' | 'unsubscribed' = 'confirmed'): Promise<string> {
  const [row] = await sql()<{ id: string }[]>`
    insert into subscribers (email, email_hash, status)
    values (${status === 'unsubscribed' ? null : email}, ${await addressHash(email)}, ${status}) returning id`
  return row!.id
}

async function confirmedPeople(count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) await subscriber(`person${index}@example.com`)
}

async function sendingNotice(): Promise<{ id: string; subject: string; body: string }> {
  const notice = await createNotice(NOTICE, ADMIN)
  await startSending(notice.id, (await noticesOverview()).confirmedSubscribers, ADMIN)
  return notice
}

/** What the outbox worker would do, taking only rows no one else holds. */
const markAllSent = (noticeId: string) => sql()`
  update mail_outbox set status = 'sent' where id in (
    select id from mail_outbox where notice_id = ${noticeId} and status <> 'sent' for update skip locked)`

const outboxOf = (noticeId: string) =>
  sql()<{ recipient_email: string; headers: Record<string, string> }[]>`
    select recipient_email, headers from mail_outbox where notice_id = ${noticeId} order by recipient_email`

beforeEach(async () => {
  await sql()`delete from mail_outbox`
  await sql()`delete from notices`
  await sql()`delete from subscribers`
})

describe('sending a notice', () => {
  it('queues one e-mail for each confirmed subscriber, and none for the unconfirmed or unsubscribed', async () => {
    await subscriber('yes@example.com')
    await subscriber('waiting@example.com', 'unconfirmed')
    await subscriber('gone@example.com', 'unsubscribed')
    const notice = await sendingNotice()
    await queueSendingNotices()
    const queued = await outboxOf(notice.id)
    expect(queued.map((row) => row.recipient_email)).toEqual(['yes@example.com'])
    expect(queued[0]!.headers['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/news\/unsubscribe\?id=[0-9a-f-]+&sig=[\w-]+>$/)
    expect(queued[0]!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
  })

  it('gives each person exactly one e-mail when two senders work on the notice at once', async () => {
    await confirmedPeople(450)
    const notice = await sendingNotice()
    const personalise = await noticeForSubscribers(notice)
    // Each sender plays the worker too, emptying the outbox whenever it is full.
    const sender = async () => {
      for (;;) {
        const outcome = await queueNextBatch(notice, personalise, 50)
        if (outcome === 'none left') return
        if (typeof outcome !== 'object') await markAllSent(notice.id)
      }
    }
    await Promise.all([sender(), sender()])
    const [counts] = await sql()<{ people: number; emails: number; deliveries: number }[]>`
      select count(distinct recipient_email)::int as people, count(*)::int as emails,
        (select count(*)::int from notice_deliveries where notice_id = ${notice.id}) as deliveries
      from mail_outbox where notice_id = ${notice.id}`
    expect(counts).toEqual({ people: 450, emails: 450, deliveries: 450 })
  })

  it('carries on where it stopped after a crash between batches, and sends no one a second copy', async () => {
    await confirmedPeople(30)
    const notice = await sendingNotice()
    const personalise = await noticeForSubscribers(notice)
    expect(await queueNextBatch(notice, personalise, 10)).toEqual({ queued: 10 })
    // A batch that fails halfway is rolled back whole.
    await expect(
      sql().begin(async (tx) => {
        await tx`insert into notice_deliveries (notice_id, subscriber_id, outbox_id)
          select ${notice.id}, id, gen_random_uuid() from subscribers where status = 'confirmed'
            and id not in (select subscriber_id from notice_deliveries) limit 5`
        throw new Error('the server died')
      }),
    ).rejects.toThrow('the server died')
    await markAllSent(notice.id)
    await queueSendingNotices()
    await markAllSent(notice.id)
    await queueSendingNotices()
    const queued = await outboxOf(notice.id)
    expect(queued).toHaveLength(30)
    expect(new Set(queued.map((row) => row.recipient_email)).size).toBe(30)
    expect((await noticeById(notice.id)).status).toBe('sent')
  })

  it('withdraws the waiting e-mail of someone who stopped the news or was erased after it was queued', async () => {
    const leaving = await subscriber('leaving@example.com')
    const erased = await subscriber('erased@example.com')
    await subscriber('staying@example.com')
    const notice = await sendingNotice()
    await queueSendingNotices()
    await sql()`update subscribers set status = 'unsubscribed', email = null where id = ${leaving}`
    await sql()`delete from subscribers where id = ${erased}`
    await queueSendingNotices()
    const rows = await sql()<{ recipient_email: string; status: string; last_error: string | null; html: string }[]>`
      select recipient_email, status, last_error, html from mail_outbox where notice_id = ${notice.id} order by recipient_email`
    expect(rows.map((row) => [row.recipient_email, row.status, row.last_error, row.html === ''])).toEqual([
      ['erased@example.com', 'failed', WITHDRAWN_REASON, true],
      ['leaving@example.com', 'failed', WITHDRAWN_REASON, true],
      ['staying@example.com', 'pending', null, false],
    ])
  })

  it('keeps no more than twice a batch waiting in the outbox for one notice', async () => {
    await confirmedPeople(30)
    const notice = await sendingNotice()
    const personalise = await noticeForSubscribers(notice)
    expect(await queueNextBatch(notice, personalise, 10)).toEqual({ queued: 10 })
    expect(await queueNextBatch(notice, personalise, 10)).toBe('ahead')
  })

  it('refuses to send when the list has changed since the administrator counted it', async () => {
    await confirmedPeople(2)
    const notice = await createNotice(NOTICE, ADMIN)
    await expect(startSending(notice.id, 3, ADMIN)).rejects.toMatchObject({ status: 409 })
    await startSending(notice.id, 2, ADMIN)
    await expect(startSending(notice.id, 2, ADMIN)).rejects.toMatchObject({ status: 409 })
    const [audit] = await sql()<{ action: string; detail: string }[]>`select action, detail from audit_log order by id desc limit 1`
    expect(audit).toEqual({ action: 'notice.send', detail: 'Began sending the notice "Harvest supper" to 2 people' })
  })
})

describe('a test send', () => {
  it('goes to the signed-in administrator alone, says it is a test and has no unsubscribe headers', async () => {
    await confirmedPeople(3)
    const notice = await createNotice(NOTICE, ADMIN)
    await sendTest(notice.id, ADMIN)
    const resend = await startFakeResend()
    try {
      await deliverOutbox({ provider: { apiKey: FAKE_RESEND_API_KEY, baseUrl: resend.url, from: 'Church <web@example.org>' }, pollMs: 50, log: () => {} })
      const sent = resend.delivered()
      expect(sent).toHaveLength(1)
      expect(sent[0]!.body.to).toBe('admin@example.org')
      expect(sent[0]!.body.subject).toBe('Test: Harvest supper')
      expect(sent[0]!.body.text).toContain('This is a test sent only to you')
      expect(sent[0]!.body.headers).toBeUndefined()
    } finally {
      await resend.stop()
    }
  })
})

describe('the outbox worker and news', () => {
  it('sends news with its headers at the set pace, after the e-mails of forms and accounts', async () => {
    await confirmedPeople(4)
    const notice = await sendingNotice()
    await queueSendingNotices()
    await sql()`insert into mail_outbox (recipient_email, subject, html, text, status) values ('office@example.org', 'An account e-mail', 'x', 'x', 'pending')`
    const resend = await startFakeResend()
    try {
      const started = Date.now()
      await deliverOutbox({
        provider: { apiKey: FAKE_RESEND_API_KEY, baseUrl: resend.url, from: 'Church <web@example.org>' },
        pollMs: 50,
        newsPerSecond: 2,
        log: () => {},
      })
      const sent = resend.delivered()
      expect(sent.map((request) => request.body.subject)).toEqual(['An account e-mail', ...Array(4).fill('Harvest supper')])
      expect(Date.now() - started).toBeGreaterThanOrEqual(1500)
      expect(sent[1]!.body.headers).toEqual({
        'List-Unsubscribe': expect.stringMatching(/^<http:\/\/localhost:3000\/news\/unsubscribe\?id=/),
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      })
      expect(sent[1]!.body.html).toContain('http://localhost:3000/news/unsubscribe?id=')
      expect(sent[1]!.body.html).toContain('href="http://localhost:3000/whats-on"')
    } finally {
      await resend.stop()
    }
    await queueSendingNotices()
    expect((await noticeById(notice.id)).status).toBe('sent')
  })
})

it('a notice that does not exist is a 404', async () => {
  await expect(noticeById(randomUUID())).rejects.toMatchObject({ status: 404 })
  await expect(noticeById('not-an-id')).rejects.toMatchObject({ status: 404 })
})

describe('the register of personal data', () => {
  it('finds a person’s news e-mails by their address and erases them with their outbox rows', async () => {
    await subscriber('found@example.com')
    await subscriber('other@example.com')
    const notice = await sendingNotice()
    await queueSendingNotices()
    const rows = await noticeDeliveries.find(sql(), 'found@example.com')
    expect(rows).toEqual([expect.objectContaining({ notice: 'Harvest supper', sent_to: 'found@example.com', status: 'pending' })])
    expect(await noticeDeliveries.erase!(sql(), 'found@example.com')).toBe(1)
    expect(await noticeDeliveries.find(sql(), 'found@example.com')).toEqual([])
    expect((await outboxOf(notice.id)).map((row) => row.recipient_email)).toEqual(['other@example.com'])
  })

  it('finds the notices an administrator wrote, and erases their address from them', async () => {
    await createNotice(NOTICE, 'Writer@Example.org')
    expect(await noticeAuthors.find(sql(), 'writer@example.org')).toEqual([expect.objectContaining({ subject: 'Harvest supper', status: 'draft' })])
    expect(await noticeAuthors.erase!(sql(), 'writer@example.org')).toBe(1)
    expect(await noticeAuthors.find(sql(), 'writer@example.org')).toEqual([])
  })
})
