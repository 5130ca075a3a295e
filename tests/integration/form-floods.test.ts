import { randomInt } from 'node:crypto'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { beforeEach, describe, expect, it } from 'vitest'
import { sql } from '../../db/client.ts'
import { FORMS, type FormType } from '../../app/lib/forms/forms.ts'
import { publishedContent } from '../../server/content/published.ts'
import { FloodWatch } from '../../server/forms/flood-watch.ts'
import * as formsHttp from '../../server/forms/http.ts'
import type { FormSettings } from '../../server/forms/submit.ts'
import { setClientAddress } from '../../server/http/responses.ts'
import { answered } from '../helpers/answer.ts'
import { moveToInbox } from '../../server/inbox/submissions.ts'
import { Conflict } from '../../server/errors.ts'

// Decision 056: what looks like a flood is kept apart from the inbox, within a limit; during a
// flood a browser proves its work, and a visitor without JavaScript is told the form is busy.
const handleFormApiRequest = answered(formsHttp.handleFormApiRequest)
const SITE = 'http://localhost:3000'

const calm = (): FormSettings => ({
  rateLimit: 1000,
  rateWindowSeconds: 600,
  heldApartLimit: 1000,
  repeatsPerDay: 2,
  fallbackRecipient: 'office@example.org',
  floodWatch: new FloodWatch({ postsPerMinute: 100_000, addressesPerMinute: 100_000 }),
})
/** A watch that sees a flood from the first post. */
const flooded = (): FormSettings => ({ ...calm(), floodWatch: new FloodWatch({ postsPerMinute: 1, addressesPerMinute: 1 }) })

const newAddress = () => `10.7.${randomInt(0, 255)}.${randomInt(1, 255)}`
const contact = (message: string) => ({ name: 'Jane Smith', email: 'jane@example.com', message, website: '' })

function apiPost(formType: FormType, body: unknown): Request {
  const request = new Request(`${SITE}${FORMS[formType].apiPath}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SITE },
    body: JSON.stringify(body),
  })
  setClientAddress(request, newAddress())
  return request
}

function pagePost(formType: FormType, fields: Record<string, string>): Request {
  const request = new Request(`${SITE}${FORMS[formType].page}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SITE },
    body: new URLSearchParams(fields).toString(),
  })
  setClientAddress(request, newAddress())
  return request
}

const stored = () =>
  sql()<{ message: string; is_spam: boolean; held_reason: string | null; emails: number }[]>`
    select fields->>'message' as message, is_spam, held_reason, (select count(*)::int from mail_outbox where submission_id = form_submissions.id) as emails
    from form_submissions order by created_at, id`

beforeEach(async () => {
  await sql()`delete from mail_outbox`
  await sql()`delete from form_submissions`
  await sql()`delete from form_submission_hours`
})

describe('posts that look like a flood', () => {
  it('keeps the trap’s catch apart, answered as a success, with no e-mail', async () => {
    const response = await handleFormApiRequest('contact', apiPost('contact', { ...contact('Buy now'), website: 'http://spam.example' }), calm())
    expect(response.status).toBe(201)
    expect(await stored()).toEqual([{ message: 'Buy now', is_spam: true, held_reason: 'trap', emails: 0 }])
  })

  it('keeps the third copy of one text in a day apart, however its case and spacing differ, and lets a new text in', async () => {
    for (const message of ['Cheap watches at rolex-deals.example', 'CHEAP   watches at rolex-deals.example!', 'cheap watches, at rolex deals example']) {
      expect((await handleFormApiRequest('contact', apiPost('contact', contact(message)), calm())).status).toBe(201)
    }
    expect((await handleFormApiRequest('contact', apiPost('contact', contact('What time is the service on Sunday?')), calm())).status).toBe(201)
    expect((await stored()).map(({ is_spam, held_reason, emails }) => ({ is_spam, held_reason, emails }))).toEqual([
      { is_spam: false, held_reason: null, emails: 1 },
      { is_spam: false, held_reason: null, emails: 1 },
      { is_spam: true, held_reason: 'repeated', emails: 0 },
      { is_spam: false, held_reason: null, emails: 1 },
    ])
  })

  it('keeps apart the third message with the same links, whatever the words around them', async () => {
    for (const words of ['See https://win.example/prize?id=1', 'Look at www.win.example/prize', 'You won: http://WIN.example/prize/']) {
      await handleFormApiRequest('contact', apiPost('contact', contact(words)), calm())
    }
    expect((await stored()).map((row) => row.held_reason)).toEqual([null, null, 'repeated'])
  })

  it('keeps at most the limit apart, deleting the oldest robots first and a busy visitor last', async () => {
    const settings = { ...flooded(), heldApartLimit: 10 }
    await formsHttp.handleFormPagePost('contact', pagePost('contact', contact('A visitor without JavaScript')), settings)
    for (let post = 0; post < 15; post++) {
      await handleFormApiRequest('contact', apiPost('contact', { ...contact(`robot ${post}`), website: 'x' }), settings)
    }
    const held = await stored()
    expect(held).toHaveLength(10)
    expect(held[0]).toMatchObject({ message: 'A visitor without JavaScript', held_reason: 'busy' })
    expect(held.slice(1).map((row) => row.message)).toEqual(Array.from({ length: 9 }, (_, index) => `robot ${index + 6}`))
    const [hour] = await sql()<{ held: number; dropped: number }[]>`select held, dropped from form_submission_hours`
    expect(hour).toEqual({ held: 16, dropped: 6 })
  })
})

describe('during a flood', () => {
  it('asks a browser for a proof of work and stores nothing until it is given, once', async () => {
    const settings = flooded()
    const asked = await handleFormApiRequest('contact', apiPost('contact', contact('Is there parking?')), settings)
    expect(asked.status).toBe(428)
    const { error, challenge } = await asked.json()
    const { church } = await publishedContent()
    expect(error).toContain(`Please e-mail us at ${church.email} or phone ${church.phone}.`)
    expect(await stored()).toEqual([])

    const solution = await solveChallenge({ challenge, deriveKey })
    const proof = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
    const sent = await handleFormApiRequest('contact', apiPost('contact', { ...contact('Is there parking?'), proof }), settings)
    expect(sent.status).toBe(201)
    expect(await stored()).toEqual([{ message: 'Is there parking?', is_spam: false, held_reason: null, emails: 1 }])

    const replayed = await handleFormApiRequest('contact', apiPost('contact', { ...contact('Another question'), proof }), settings)
    expect(replayed.status).toBe(428)
    const forged = Buffer.from(JSON.stringify({ challenge, solution: { ...solution!, counter: solution!.counter + 1 } })).toString('base64')
    expect((await handleFormApiRequest('contact', apiPost('contact', { ...contact('A third'), proof: forged }), settings)).status).toBe(428)
    expect(await stored()).toHaveLength(1)
  })

  it('tells a visitor without JavaScript that the form is busy and how to reach the church, and keeps what they sent apart', async () => {
    const result = await formsHttp.handleFormPagePost('contact', pagePost('contact', contact('Can I book a visit?')), flooded())
    if (!('renderInPlace' in result)) throw new Error('expected the page in place')
    const { church } = await publishedContent()
    expect(result.status).toBe(503)
    expect(result.renderInPlace).toMatchObject({
      status: 'error',
      error: `Sorry, this form is busy just now: the website is receiving an unusually large number of messages, so we cannot pass on your message straight away. Please e-mail us at ${church.email} or phone ${church.phone}.`,
      values: { message: 'Can I book a visit?' },
    })
    expect(await stored()).toEqual([{ message: 'Can I book a visit?', is_spam: true, held_reason: 'busy', emails: 0 }])

    // Sent again once the flood is over, the same form reaches the inbox.
    const later = await formsHttp.handleFormPagePost('contact', pagePost('contact', contact('Can I book a visit?')), calm())
    expect('response' in later && later.response.status).toBe(303)
    expect((await stored()).map((row) => row.held_reason)).toEqual(['busy', null])
  })
})

describe('a message set aside', () => {
  it('is moved to Messages by an administrator, and its e-mail queued once; what the trap caught is not', async () => {
    await formsHttp.handleFormPagePost('contact', pagePost('contact', contact('Sent while it was busy')), flooded())
    await handleFormApiRequest('contact', apiPost('contact', { ...contact('Robot'), website: 'x' }), calm())
    const [busy, trap] = await sql()<{ id: string }[]>`select id from form_submissions order by created_at, id`

    expect(await moveToInbox(busy!.id, 'admin@example.org', 'office@example.org')).toBe(true)
    expect((await stored()).map(({ message, is_spam, held_reason, emails }) => ({ message, is_spam, held_reason, emails }))).toEqual([
      { message: 'Sent while it was busy', is_spam: false, held_reason: null, emails: 1 },
      { message: 'Robot', is_spam: true, held_reason: 'trap', emails: 0 },
    ])
    await expect(moveToInbox(busy!.id, 'admin@example.org', 'office@example.org')).rejects.toThrow(Conflict)
    await expect(moveToInbox(trap!.id, 'admin@example.org', 'office@example.org')).rejects.toThrow('never checked against the form')
    expect(await moveToInbox('00000000-0000-4000-8000-000000000000', 'admin@example.org', undefined)).toBeNull()
    expect(await sql()`select 1 from mail_outbox`).toHaveLength(1)
    const [audit] = await sql()<{ detail: string }[]>`select detail from audit_log where action = 'message_moved_to_inbox' order by id desc limit 1`
    expect(audit!.detail).toBe(`contact message ${busy!.id}, set aside as busy`)
  })
})
