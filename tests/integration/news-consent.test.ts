import { randomInt } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { sql } from '../../db/client.ts'
import { FORMS, type FormType } from '../../app/lib/forms/forms.ts'
import { NEWS_WORDING } from '../../app/lib/people/news-choice.ts'
import * as formsHttp from '../../server/forms/http.ts'
import type { FormSettings } from '../../server/forms/submit.ts'
import { setClientAddress } from '../../server/http/responses.ts'
import * as peopleHttp from '../../server/people/http.ts'
import { prepareNewsAsk } from '../../server/people/news-asking.ts'
import { confirmLinkState, confirmNews } from '../../server/people/news-confirming.ts'
import { pruneUnconfirmedSubscribers } from '../../server/people/news-retention.ts'
import { unsubscribeUrl } from '../../server/people/news-links.ts'
import { addressHash } from '../../server/people/people-key.ts'
import { applyEdgeRules } from '../../server/security/edge.ts'
import { answered } from '../helpers/answer.ts'

const handleFormApiRequest = answered(formsHttp.handleFormApiRequest)
const unsubscribeResponse = answered(peopleHttp.unsubscribeResponse)
const { confirmFormResponse } = peopleHttp

const SITE = 'http://localhost:3000'
const settings: FormSettings = { rateLimit: 100, rateWindowSeconds: 600, heldApartLimit: 1000, repeatsPerDay: 100_000, fallbackRecipient: 'office@example.org' }

const stayInTouch = {
  name: 'Sam Patel',
  email: 'Sam.Patel@Example.org ',
  mobile: '',
  whatsappGroup: false,
  visitAndPray: false,
  learnMore: false,
  additionalMessage: '',
  website: '',
  newsByEmail: true,
  newsWording: '1',
}
const contact = { name: 'Jane Smith', email: 'jane@example.org', message: 'Hello', website: '', newsByEmail: true, newsWording: '1' }

function post(formType: FormType, body: Record<string, unknown>) {
  const request = new Request(`${SITE}${FORMS[formType].apiPath}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SITE },
    body: JSON.stringify(body),
  })
  setClientAddress(request, `10.7.${randomInt(0, 255)}.${randomInt(1, 255)}`)
  return handleFormApiRequest(formType, request, settings)
}

type Subscriber = { id: string; email: string | null; email_hash: string; status: string; confirm_token_hash: string | null }
const subscribers = () => sql()<Subscriber[]>`select id, email, email_hash, status, confirm_token_hash from subscribers order by created_at`
const events = () => sql()<{ event: string; basis: string; wording_version: number | null; source: string }[]>`
  select event, basis, wording_version, source from consent_events order by id`
const confirmations = () => sql()<{ recipient_email: string; subject: string; text: string; html: string }[]>`
  select recipient_email, subject, text, html from mail_outbox where form_type is null order by created_at`

/** The token of the latest confirmation e-mail, as its reader would take it from the link. */
async function latestToken(): Promise<string> {
  const mails = await confirmations()
  const link = /\/news\/confirm\?token=([\w-]+)/.exec(mails.at(-1)!.text)
  return link![1]!
}

beforeEach(async () => {
  await sql()`delete from mail_outbox`
  await sql()`delete from form_submissions`
  await sql()`delete from subscribers`
  await sql()`delete from suppressed_addresses`
})

describe('the wording of the news choice', () => {
  it('is the newest version in consent_wordings, word for word', async () => {
    const [newest] = await sql()<{ version: number; label: string; explanation: string }[]>`
      select version, label, explanation from consent_wordings where purpose = 'news' order by version desc limit 1`
    expect(newest).toEqual({ version: NEWS_WORDING.version, label: NEWS_WORDING.label, explanation: NEWS_WORDING.explanation })
  })

  it('is never edited in place', async () => {
    await expect(sql()`update consent_wordings set label = 'Other words' where version = 1`).rejects.toThrow(/kept as it was shown/)
  })
})

describe('asking on the forms', () => {
  it('leaves no trace when the box is not ticked', async () => {
    expect((await post('stay_in_touch', { ...stayInTouch, newsByEmail: false })).status).toBe(201)
    expect(await subscribers()).toEqual([])
    expect(await confirmations()).toEqual([])
  })

  it('stores the ask with the submission: the subscriber, the ledger row and a confirmation e-mail', async () => {
    expect((await post('stay_in_touch', stayInTouch)).status).toBe(201)
    const [subscriber] = await subscribers()
    expect(subscriber).toMatchObject({ email: 'sam.patel@example.org', status: 'unconfirmed', email_hash: await addressHash('sam.patel@example.org') })
    expect(await events()).toEqual([{ event: 'asked', basis: 'consent', wording_version: 1, source: 'stay_in_touch form' }])
    const [mail] = await confirmations()
    expect(mail!.recipient_email).toBe('sam.patel@example.org')
    expect(mail!.subject).toMatch(/^Please confirm you would like news from /)
    const token = await latestToken()
    expect(mail!.html).toContain(`${SITE}/news/confirm?token=${token}`)
    // Only the token's hash is kept.
    expect(subscriber!.confirm_token_hash).not.toContain(token)
    expect(JSON.stringify(await sql()`select * from subscribers`)).not.toContain(token)
  })

  it('records the contact form as the source', async () => {
    expect((await post('contact', contact)).status).toBe(201)
    expect((await events()).map((event) => event.source)).toEqual(['contact form'])
  })

  it.each([
    ['a version the site never had', '99'],
    ['no version at all', ''],
    ['not a number', 'one'],
  ])('refuses %s with a 400 naming newsWording, and stores nothing', async (_, newsWording) => {
    const response = await post('stay_in_touch', { ...stayInTouch, newsWording })
    expect(response.status).toBe(400)
    expect((await response.json()).details).toEqual({ newsWording: 'The news choice is out of date. Please reload the page and send it again.' })
    expect(await sql()`select id from form_submissions`).toEqual([])
    expect(await subscribers()).toEqual([])
  })

  it('sends one confirmation e-mail per address per 24 hours, however often the form is sent', async () => {
    for (const message of ['one', 'two', 'three']) await post('stay_in_touch', { ...stayInTouch, additionalMessage: message })
    expect(await confirmations()).toHaveLength(1)
    expect(await events()).toHaveLength(1)
    await sql()`update subscribers set confirmation_sent_at = now() - interval '25 hours'`
    await post('stay_in_touch', { ...stayInTouch, additionalMessage: 'four' })
    expect(await confirmations()).toHaveLength(2)
    expect((await events()).map((event) => event.event)).toEqual(['asked', 'asked'])
  })

  it('sends nothing to an address already confirmed', async () => {
    await post('stay_in_touch', stayInTouch)
    expect(await confirmNews(await latestToken())).toBe('confirmed')
    await sql()`update subscribers set confirmation_sent_at = now() - interval '2 days'`
    await post('contact', { ...contact, email: 'sam.patel@example.org' })
    expect(await confirmations()).toHaveLength(1)
    expect((await subscribers())[0]!.status).toBe('confirmed')
  })

  it('creates at most the hourly budget of unconfirmed subscribers', async () => {
    const ask = (email: string) => prepareNewsAsk({ email, name: '', wordingVersion: 1, source: 'contact form' }, 'St Test', 2)
    const outcomes = []
    for (const email of ['a@example.org', 'b@example.org', 'c@example.org']) {
      const step = await ask(email)
      outcomes.push(await sql().begin((tx) => step(tx)))
    }
    expect(outcomes).toEqual(['asked', 'asked', 'over_budget'])
    expect(await subscribers()).toHaveLength(2)
    expect(await confirmations()).toHaveLength(2)
  })
})

describe('confirming', () => {
  it('confirms once with the token, recording the step in the ledger', async () => {
    await post('stay_in_touch', stayInTouch)
    const token = await latestToken()
    expect(await confirmLinkState(token)).toBe('ready')
    const response = await confirmFormResponse(formPost(`${SITE}/news/confirm`, { token }))
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/news/confirm?done=true')
    expect(await subscribers()).toMatchObject([{ status: 'confirmed', confirm_token_hash: null }])
    expect((await events()).at(-1)).toEqual({ event: 'confirmed', basis: 'consent', wording_version: 1, source: 'confirmation link' })
    // Used: it is unknown now.
    expect(await confirmLinkState(token)).toBe('unknown')
    expect((await confirmFormResponse(formPost(`${SITE}/news/confirm`, { token }))).headers.get('Location')).toBe('/news/confirm?error=unknown')
  })

  it('refuses an expired token, and a forged or malformed one, without a query error', async () => {
    await post('stay_in_touch', stayInTouch)
    const token = await latestToken()
    await sql()`update subscribers set confirm_expires_at = now() - interval '1 minute'`
    expect(await confirmLinkState(token)).toBe('expired')
    expect(await confirmNews(token)).toBe('expired')
    // A token's last character is A one time in 16: the forged one must differ from the real one.
    const oneCharacterOff = `${token.slice(0, -1)}${token.endsWith('A') ? 'E' : 'A'}`
    for (const forged of [oneCharacterOff, 'x', "'; drop table subscribers; --", 'a'.repeat(5000), undefined]) {
      expect(await confirmLinkState(forged)).toBe('unknown')
      expect(await confirmNews(forged)).toBe('unknown')
    }
    expect((await subscribers())[0]!.status).toBe('unconfirmed')
  })
})

function formPost(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields),
  })
}

async function confirmedSubscriber(): Promise<Subscriber> {
  await post('stay_in_touch', stayInTouch)
  await confirmNews(await latestToken())
  return (await subscribers())[0]!
}

describe('unsubscribing', () => {
  it('takes a one-click POST (RFC 8058): 200, the address dropped, its hash suppressed, the step in the ledger; again is fine', async () => {
    const subscriber = await confirmedSubscriber()
    const url = await unsubscribeUrl(subscriber.id)
    for (let time = 0; time < 2; time++) {
      const response = await unsubscribeResponse(formPost(url, { 'List-Unsubscribe': 'One-Click' }))
      expect(response.status).toBe(200)
      expect(await response.text()).toBe('You are unsubscribed.\n')
    }
    expect(await subscribers()).toMatchObject([{ email: null, status: 'unsubscribed', email_hash: subscriber.email_hash }])
    expect((await events()).filter((event) => event.event === 'opted_out')).toEqual([
      { event: 'opted_out', basis: 'consent', wording_version: null, source: 'one-click unsubscribe' },
    ])
    expect(await sql()`select email_hash, reason from suppressed_addresses`).toEqual([{ email_hash: subscriber.email_hash, reason: 'unsubscribed' }])
  })

  it("takes the page's button, then says it is done", async () => {
    const subscriber = await confirmedSubscriber()
    const response = await unsubscribeResponse(formPost(await unsubscribeUrl(subscriber.id), {}))
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/news/unsubscribe?done=true')
    expect((await events()).at(-1)!.source).toBe('unsubscribe page')
  })

  it('refuses a forged link, clearly and without a 5xx, and changes nothing', async () => {
    const subscriber = await confirmedSubscriber()
    const forged = [
      `${SITE}/news/unsubscribe?id=${subscriber.id}&sig=${'A'.repeat(43)}`,
      `${SITE}/news/unsubscribe?id=not-a-uuid&sig=x`,
      `${SITE}/news/unsubscribe`,
    ]
    for (const url of forged) {
      const oneClick = await unsubscribeResponse(formPost(url, { 'List-Unsubscribe': 'One-Click' }))
      expect(oneClick.status).toBe(400)
      expect((await oneClick.json()).details).toHaveProperty('sig')
      expect((await unsubscribeResponse(formPost(url, {}))).headers.get('Location')).toBe('/news/unsubscribe?error=forged')
    }
    expect((await subscribers())[0]!.status).toBe('confirmed')
  })

  it('is allowed from another site for the one-click path only', async () => {
    const crossSite = (path: string) =>
      new Request(`${SITE}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: '' })
    const reached = () => ({ response: new Response('reached') })
    expect((await applyEdgeRules(crossSite('/news/unsubscribe'), '/news/unsubscribe', undefined, reached)).status).toBe(200)
    expect((await applyEdgeRules(crossSite('/news/confirm'), '/news/confirm', undefined, reached)).status).toBe(403)
  })
})

describe('an address that opted out and asks again', () => {
  it('is asked afresh, and its suppression lifted only when it confirms', async () => {
    const subscriber = await confirmedSubscriber()
    await unsubscribeResponse(formPost(await unsubscribeUrl(subscriber.id), { 'List-Unsubscribe': 'One-Click' }))
    await post('stay_in_touch', stayInTouch)
    expect(await subscribers()).toMatchObject([{ id: subscriber.id, email: 'sam.patel@example.org', status: 'unconfirmed' }])
    expect(await sql()`select 1 from suppressed_addresses`).toHaveLength(1)
    expect(await confirmNews(await latestToken())).toBe('confirmed')
    expect(await sql()`select 1 from suppressed_addresses`).toHaveLength(0)
    expect((await events()).map((event) => event.event)).toEqual(['asked', 'confirmed', 'opted_out', 'asked', 'confirmed'])
  })
})

describe('the ledger', () => {
  it('is appended to, never changed', async () => {
    await post('stay_in_touch', stayInTouch)
    await expect(sql()`update consent_events set source = 'dashboard'`).rejects.toThrow(/appended to, never changed/)
  })
})

describe('retention', () => {
  it('deletes those who never confirmed, with their ledger rows, 30 days after their link expired', async () => {
    await post('stay_in_touch', stayInTouch)
    await post('contact', contact)
    await post('contact', { ...contact, email: 'kept@example.org' })
    await confirmNews(await latestToken())
    await sql()`update subscribers set confirm_expires_at = now() - interval '31 days' where email = 'sam.patel@example.org'`
    await sql()`update subscribers set confirm_expires_at = now() - interval '29 days' where email = 'jane@example.org'`
    expect(await pruneUnconfirmedSubscribers()).toBe(1)
    expect((await subscribers()).map((row) => row.email).sort()).toEqual(['jane@example.org', 'kept@example.org'])
    expect(await sql()`select 1 from consent_events ce join subscribers s on s.id = ce.subscriber_id where s.email = 'sam.patel@example.org'`).toEqual([])
    expect((await sql()`select count(*)::int as n from consent_events`)[0]!.n).toBe(3)
  })
})
