import { randomInt } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { sql } from '../../db/client.ts'
import { eventSchema } from '../../app/lib/events/event-schema.ts'
import { flashCookieName, readFlash } from '../../server/forms/flash.ts'
import * as formsHttp from '../../server/forms/http.ts'
import { setClientAddress } from '../../server/http/responses.ts'
import type { FormSettings } from '../../server/forms/submit.ts'
import { parseJsonRequest } from '../../server/http/validate.ts'
import { answerOf, answered } from '../helpers/answer.ts'

// The handlers throw their refusals; answered as the edge does.
const { handleFormPagePost } = formsHttp
const handleFormApiRequest = answered(formsHttp.handleFormApiRequest)

// Text PostgreSQL cannot store (NUL, unpaired surrogates) is refused where the request is read,
// naming the field, before anything reaches the database: not a 500, and not a 503.
const SITE = 'http://localhost:3000'
const CANNOT_STORE = 'Contains characters that cannot be stored'
const settings: FormSettings = { rateLimit: 10, rateWindowSeconds: 600, heldApartLimit: 1000, repeatsPerDay: 100_000, fallbackRecipient: 'office@example.org' }

function posted(path: string, type: string, body: string): Request {
  const request = new Request(`${SITE}${path}`, { method: 'POST', headers: { 'Content-Type': type, Origin: SITE }, body })
  setClientAddress(request, `10.2.${randomInt(0, 255)}.${randomInt(1, 255)}`)
  return request
}

beforeEach(async () => {
  await sql()`delete from mail_outbox`
  await sql()`delete from form_submissions`
})

describe('the JSON form API', () => {
  it.each([
    ['a NUL', '{"name":"Jane\\u0000","email":"jane@example.com","message":"Hello"}', { name: CANNOT_STORE }],
    ['a lone high surrogate', '{"name":"Jane","email":"jane@example.com","message":"Hi \\ud83d"}', { message: CANNOT_STORE }],
    ['a lone low surrogate in the spam trap', '{"name":"Jane","email":"jane@example.com","message":"Hi","website":"\\ude00"}', { website: CANNOT_STORE }],
    ['a NUL in a key', '{"name":"Jane","email":"jane@example.com","message":"Hi","x\\u0000":1}', { 'x\uFFFD': CANNOT_STORE }],
  ])('answers %s with 400 naming the field, and stores nothing', async (_name, body, details) => {
    const response = await answerOf(handleFormApiRequest('contact', posted('/api/contact', 'application/json', body), settings))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Some details are missing or need correcting', details })
    expect(await sql()`select id from form_submissions`).toHaveLength(0)
  })

  it('stores an emoji, whose surrogates come in pairs', async () => {
    const body = '{"name":"Jane","email":"jane@example.com","message":"Hello \\ud83d\\ude00"}'
    expect((await handleFormApiRequest('contact', posted('/api/contact', 'application/json', body), settings)).status).toBe(201)
    expect(await sql()`select id from form_submissions`).toHaveLength(1)
  })
})

describe('a form posted without JavaScript', () => {
  it('shows a NUL as an error beside the field, keeping the other values', async () => {
    const result = await handleFormPagePost(
      'contact',
      posted('/contact', 'application/x-www-form-urlencoded', 'name=Ja%00ne&email=jane%40example.com&message=Hello'),
      settings,
    )
    if (!('response' in result)) throw new Error('expected a response')
    expect(result.response.status).toBe(303)
    const id = new URL(result.response.headers.get('Location')!, SITE).searchParams.get('result')!
    const token = new RegExp(`^${flashCookieName(false)}=([^;]+);`).exec(result.response.headers.get('Set-Cookie')!)![1]!
    expect(await readFlash('contact', id, token)).toEqual({
      status: 'error',
      error: 'Some details are missing or need correcting',
      details: { name: CANNOT_STORE },
      values: { name: '', email: 'jane@example.com', message: 'Hello', newsByEmail: false, newsWording: '' },
    })
    expect(await sql()`select id from form_submissions`).toHaveLength(0)
  })
})

describe('an admin JSON endpoint', () => {
  it('answers 400 naming the field', async () => {
    const body = '{"title":"Carols","description":"With \\udc00 candles","event_date":"2026-12-20"}'
    await expect(parseJsonRequest(posted('/api/events', 'application/json', body), eventSchema)).rejects.toMatchObject({
      status: 400,
      message: 'Invalid request',
      details: { description: CANNOT_STORE },
    })
  })
})
