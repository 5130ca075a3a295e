import { chromium } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HEADLESS_CHROMIUM_PATH } from '../../playwright.config.ts'
import { hashPassword } from '../../server/auth/password.ts'
import { startFakeResend, type FakeResend } from '../fakes/resend.ts'
import { type Answer, postJsonFrom, type SiteOnTestDatabase, sendFrom, startSiteOnTestDatabase } from '../helpers/loopback.ts'

// Decision 056: a 40-second flood of contact posts from 50 addresses (the same words and link
// again and again, as JSON and as plain form posts, some filling the trap). During it and after
// it, a visitor in a real browser sends a message: each is stored and e-mailed once, listed first
// in the inbox, and what the flood stored stays within the limit set aside.
const FLOOD_SECONDS = 40
const ADDRESSES = 50
const HELD_APART_LIMIT = 200
const SPAM = { name: 'Deals', email: 'deals@example.net', message: 'Cheap watches at https://deals.example/watches, buy now!', website: '' }

const EMAIL = 'flood-warden@example.org'
const PASSWORD = 'the right password, long enough'

let site: SiteOnTestDatabase
let resend: FakeResend

beforeAll(async () => {
  resend = await startFakeResend()
  site = await startSiteOnTestDatabase('form_flood', {
    ...resend.env,
    OUTBOX_POLL_MS: '200',
    NOTIFY_EMAIL_FALLBACK: 'office@example.org',
    // The site's own defaults, over the out-of-reach ones other tests use.
    FORM_REPEATS_PER_DAY: '2',
    FORM_FLOOD_POSTS_PER_MINUTE: '20',
    FORM_FLOOD_ADDRESSES_PER_MINUTE: '8',
    FORM_HELD_APART_LIMIT: String(HELD_APART_LIMIT),
  })
  await site.sql`insert into admins (email, password_hash) values (${EMAIL}, ${await hashPassword(PASSWORD)})`
})

afterAll(async () => {
  await site?.stop()
  await resend?.stop()
})

/** One of the flood's posts: mostly JSON as a script sends it, some a plain form post, some with the trap filled. */
function floodPost(address: string, index: number): Promise<Answer> {
  if (index % 5 === 4) {
    return sendFrom(`${site.server.url}/contact`, {
      method: 'POST',
      localAddress: address,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site.server.url },
      body: new URLSearchParams(SPAM).toString(),
    })
  }
  return postJsonFrom(site.server, '/api/contact', index % 5 === 3 ? { ...SPAM, website: 'https://deals.example' } : SPAM, address)
}

async function flood(until: number, statuses: Record<number, number>): Promise<void> {
  await Promise.all(
    Array.from({ length: ADDRESSES }, async (_, client) => {
      const address = `127.0.50.${client + 2}`
      for (let index = 0; Date.now() < until; index++) {
        const { status } = await floodPost(address, index)
        statuses[status] = (statuses[status] ?? 0) + 1
      }
    }),
  )
}

/** A visitor in Chromium with JavaScript sends the contact form, and reads the answer on the page. */
async function visitorSends(message: string): Promise<{ answer: string; ms: number }> {
  const browser = await chromium.launch({ executablePath: HEADLESS_CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] })
  try {
    const page = await browser.newPage()
    await page.goto(`${site.server.url}/contact`)
    const form = page.getByRole('form', { name: 'Send us a message' })
    await form.getByLabel('Name').fill('Margaret Visitor')
    await form.getByLabel('Email').fill('margaret@example.org')
    await form.getByLabel('Message').fill(message)
    const began = performance.now()
    await form.getByRole('button', { name: 'Send Message' }).click()
    const answer = form.getByText(/Thank you for your message|Sorry/).first()
    await answer.waitFor({ timeout: 60_000 })
    return { answer: (await answer.textContent()) ?? '', ms: performance.now() - began }
  } finally {
    await browser.close()
  }
}

async function sizeOfSubmissions(): Promise<number> {
  const [row] = await site.sql<{ bytes: string }[]>`select pg_total_relation_size('form_submissions')::text as bytes`
  return Number(row!.bytes)
}

async function waitForDeliveries(markers: string[]): Promise<void> {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (markers.every((marker) => resend.delivered().some((email) => email.body.text?.includes(marker)))) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

describe(`a ${FLOOD_SECONDS}-second flood of contact posts from ${ADDRESSES} addresses`, () => {
  it('stores and e-mails a visitor’s message once, during and after it, lists it first, and keeps what the flood stored within the limit', async () => {
    const sizeBefore = await sizeOfSubmissions()
    const statuses: Record<number, number> = {}
    const flooding = flood(Date.now() + FLOOD_SECONDS * 1000, statuses)
    await new Promise((resolve) => setTimeout(resolve, (FLOOD_SECONDS / 3) * 1000))
    const during = await visitorSends('Sent during the flood: is the hall free on Saturday?')
    await flooding
    const after = await visitorSends('Sent after the flood: thank you for Sunday.')

    await waitForDeliveries(['Sent during the flood', 'Sent after the flood'])
    const sizeAfter = await sizeOfSubmissions()
    const [kept] = await site.sql<{ inbox: number; flood_in_inbox: number; held: number; reasons: Record<string, number> }[]>`
      select count(*) filter (where not is_spam)::int as inbox,
        count(*) filter (where not is_spam and fields->>'name' = 'Deals')::int as flood_in_inbox,
        count(*) filter (where is_spam)::int as held,
        coalesce((select json_object_agg(held_reason, n) from (select held_reason, count(*)::int as n from form_submissions where is_spam group by held_reason) as r), '{}') as reasons
      from form_submissions`
    const [tally] = await site.sql<{ stored: number; held: number; dropped: number; challenged: number; refused: number }[]>`
      select sum(stored)::int as stored, sum(held)::int as held, sum(dropped)::int as dropped, sum(challenged)::int as challenged, sum(refused)::int as refused
      from form_submission_hours`
    console.log(
      `Flood: ${JSON.stringify(statuses)} answers; visitor during it: "${during.answer}" in ${during.ms.toFixed(0)} ms, after it: "${after.answer}" in ${after.ms.toFixed(0)} ms; ` +
        `kept ${JSON.stringify(kept)}, hourly tally ${JSON.stringify(tally)}; form_submissions ${sizeBefore} → ${sizeAfter} bytes`,
    )

    expect(during.answer).toContain('Thank you for your message')
    expect(after.answer).toContain('Thank you for your message')
    const visitor = await site.sql<{ message: string }[]>`
      select fields->>'message' as message from form_submissions where not is_spam and fields->>'name' = 'Margaret Visitor'`
    expect(visitor.map((row) => row.message).sort()).toEqual([
      'Sent after the flood: thank you for Sunday.',
      'Sent during the flood: is the hall free on Saturday?',
    ])
    for (const marker of ['Sent during the flood', 'Sent after the flood']) {
      expect(
        resend.delivered().filter((email) => email.body.text?.includes(marker)),
        marker,
      ).toHaveLength(1)
    }
    expect(resend.delivered().filter((email) => email.body.text?.includes('Cheap watches')).length).toBeLessThanOrEqual(2)

    expect(kept!.flood_in_inbox).toBeLessThanOrEqual(2)
    expect(kept!.held).toBeLessThanOrEqual(HELD_APART_LIMIT)
    expect(tally!.challenged).toBeGreaterThan(0)
    expect(tally!.refused).toBeGreaterThan(0)
    // Each stored post is under 1 KB here; the limit bounds the table's growth to well under 1 MB.
    expect(sizeAfter - sizeBefore).toBeLessThan(1024 * 1024)

    const signIn = await postJsonFrom(site.server, '/api/admin/login', { email: EMAIL, password: PASSWORD }, '127.0.40.2')
    const cookie = ([signIn.headers['set-cookie']].flat().find((value) => value?.startsWith('admin_session=')) ?? '').split(';')[0]!
    const inbox = await sendFrom(`${site.server.url}/api/admin/messages?spam=false`, { localAddress: '127.0.40.2', headers: { Cookie: cookie } })
    const [newest, next] = JSON.parse(inbox.body) as { fields: { message: string } }[]
    expect(newest!.fields.message).toBe('Sent after the flood: thank you for Sunday.')
    expect(next!.fields.message).toBe('Sent during the flood: is the hall free on Saturday?')
  })
})
