import { randomInt } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { closePool, sql } from '../../db/client.ts'
import { FORMS, type FormType } from '../../app/lib/forms/forms.ts'
import { flashCookieName, readFlash } from '../../server/forms/flash.ts'
import * as formsHttp from '../../server/forms/http.ts'
import { setClientAddress } from '../../server/http/responses.ts'
import type { FormSettings } from '../../server/forms/submit.ts'
import { NO_RECIPIENT_REASON } from '../../server/mail/recipients.ts'
import { expectConsoleError } from '../setup/vitest-each-file.ts'
import { answerOf, answered } from '../helpers/answer.ts'

// The handlers throw their refusals; answered as the edge does.
const { handleFormPagePost } = formsHttp
const handleFormApiRequest = answered(formsHttp.handleFormApiRequest)

const SITE = 'http://localhost:3000'
const settings: FormSettings = { rateLimit: 10, rateWindowSeconds: 600, heldApartLimit: 1000, repeatsPerDay: 100_000, fallbackRecipient: 'office@example.org' }

/** Each test posts from an address of its own, so rate limits never collide. */
const newAddress = () => `10.1.${randomInt(0, 255)}.${randomInt(1, 255)}`

function fromAddress(request: Request, address: string): Request {
  setClientAddress(request, address)
  return request
}

function apiRequest(formType: FormType, body: unknown, address = newAddress()): Request {
  const request = new Request(`${SITE}${FORMS[formType].apiPath}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SITE },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return fromAddress(request, address)
}

const validContact = { name: 'Jane Smith', email: 'jane@example.com', message: 'Hello,\nwhat time is the service?', website: '' }
const validStayInTouch = {
  name: 'Sam Patel',
  email: "sam.o'neill@example.co.uk",
  mobile: '07700 900123',
  whatsappGroup: true,
  visitAndPray: false,
  learnMore: true,
  additionalMessage: '',
  website: '',
}
const validHallHire = {
  firstName: 'Jane',
  lastName: 'Smith',
  email: 'jane@example.com',
  phone: '07700 900456',
  dates: 'Saturday 14 March, 2pm to 6pm',
  details: 'A birthday party for 25 children.',
  website: '',
}

beforeEach(async () => {
  await sql()`delete from mail_outbox`
  await sql()`delete from form_submissions`
  await sql()`delete from email_configurations`
})

describe('a valid submission', () => {
  it('is stored and its e-mail queued, in one go, before 201 { message }', async () => {
    const response = await handleFormApiRequest('contact', apiRequest('contact', validContact), settings)
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ message: 'Thank you for your message. We will get back to you as soon as we can.' })

    const [submission] = await sql()<{ id: string; fields: Record<string, unknown>; is_spam: boolean }[]>`select id, fields, is_spam from form_submissions`
    expect(submission!.is_spam).toBe(false)
    expect(submission!.fields).toEqual({
      name: 'Jane Smith',
      email: 'jane@example.com',
      message: 'Hello,\nwhat time is the service?',
      website: '',
      newsByEmail: false,
      newsWording: '',
    })
    const outbox = await sql()`select submission_id, recipient_email, reply_to, subject, status, html, text from mail_outbox`
    expect(outbox).toHaveLength(1)
    expect(outbox[0]).toMatchObject({
      submission_id: submission!.id,
      recipient_email: 'office@example.org',
      reply_to: 'jane@example.com',
      subject: 'New contact message from Jane Smith',
      status: 'pending',
    })
    expect(outbox[0]!.text).toContain('what time is the service?')
  })

  it('trims every value before storing it', async () => {
    const response = await handleFormApiRequest(
      'hall_hire',
      apiRequest('hall_hire', { ...validHallHire, firstName: '  Jane ', email: ' jane@example.com\t' }),
      settings,
    )
    expect(response.status).toBe(201)
    const [row] = await sql()<{ fields: { firstName: string; email: string } }[]>`select fields from form_submissions`
    expect(row!.fields.firstName).toBe('Jane')
    expect(row!.fields.email).toBe('jane@example.com')
    const [message] = await sql()`select subject from mail_outbox`
    expect(message!.subject).toBe('New hall hire enquiry from Jane Smith')
  })

  it('goes to the address in Email Configuration, with its display name, rather than the fallback', async () => {
    await sql()`insert into email_configurations (form_type, email_address, display_name) values ('stay_in_touch', 'welcome@example.org', 'Welcome Team')`
    const response = await handleFormApiRequest('stay_in_touch', apiRequest('stay_in_touch', validStayInTouch), settings)
    expect(response.status).toBe(201)
    expect((await response.json()).message).toBe('Thank you for getting in touch. We will be in contact with you soon.')
    const outbox = await sql()`select recipient_email, recipient_name, subject from mail_outbox`
    expect(outbox).toEqual([{ recipient_email: 'welcome@example.org', recipient_name: 'Welcome Team', subject: 'New stay in touch request from Sam Patel' }])
  })

  it('with no recipient anywhere is still stored and kept as "no recipient", never dropped', async () => {
    const response = await handleFormApiRequest('hall_hire', apiRequest('hall_hire', validHallHire), { ...settings, fallbackRecipient: undefined })
    expect(response.status).toBe(201)
    const outbox = await sql()`select recipient_email, status, last_error from mail_outbox`
    expect(outbox).toEqual([{ recipient_email: null, status: 'no_recipient', last_error: NO_RECIPIENT_REASON }])
  })
})

describe('the spam trap', () => {
  it('answers exactly as for a success, stores the submission as spam and queues no e-mail', async () => {
    const response = await handleFormApiRequest('contact', apiRequest('contact', { ...validContact, website: 'http://spam.example' }), settings)
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ message: 'Thank you for your message. We will get back to you as soon as we can.' })
    const rows = await sql()<{ is_spam: boolean; fields: { website: string } }[]>`select is_spam, fields from form_submissions`
    expect(rows).toHaveLength(1)
    expect(rows[0]!.is_spam).toBe(true)
    expect(rows[0]!.fields.website).toBe('http://spam.example')
    expect(await sql()`select id from mail_outbox`).toHaveLength(0)
  })

  it('catches a filled trap even when the other fields are nonsense', async () => {
    const response = await handleFormApiRequest('hall_hire', apiRequest('hall_hire', { website: 'x' }), settings)
    expect(response.status).toBe(201)
    const [row] = await sql()`select is_spam from form_submissions`
    expect(row!.is_spam).toBe(true)
  })
})

type InvalidCase = [FormType, Record<string, unknown>, string, string]

const longName = 'a'.repeat(201)
const invalidCases: InvalidCase[] = [
  ['contact', { ...validContact, name: '   ' }, 'name', 'Please enter your name'],
  ['contact', { ...validContact, name: 'Jane\r\nBcc: someone@example.com' }, 'name', 'Your name must be on one line'],
  ['contact', { ...validContact, name: longName }, 'name', 'Your name is too long (at most 200 characters)'],
  ['contact', { ...validContact, email: '' }, 'email', 'Please enter your email address'],
  ['contact', { ...validContact, email: 'jane@example' }, 'email', 'Please enter a valid email address, such as name@example.com'],
  ['contact', { ...validContact, email: 'not an email' }, 'email', 'Please enter a valid email address, such as name@example.com'],
  ['contact', { ...validContact, message: '' }, 'message', 'Please enter your message'],
  ['contact', { ...validContact, message: 'x'.repeat(5001) }, 'message', 'Your message is too long (at most 5000 characters)'],
  ['contact', { email: 'jane@example.com', message: 'Hi' }, 'name', 'Please enter your name'],
  ['contact', { ...validContact, name: 42 }, 'name', 'Your name must be text'],
  ['stay_in_touch', { ...validStayInTouch, name: '' }, 'name', 'Please enter your name'],
  ['stay_in_touch', { ...validStayInTouch, email: 'sam@' }, 'email', 'Please enter a valid email address, such as name@example.com'],
  ['stay_in_touch', { ...validStayInTouch, mobile: '0770\n0900' }, 'mobile', 'Your mobile number must be on one line'],
  ['stay_in_touch', { ...validStayInTouch, mobile: '0'.repeat(41) }, 'mobile', 'Your mobile number is too long (at most 40 characters)'],
  ['stay_in_touch', { ...validStayInTouch, whatsappGroup: 'yes' }, 'whatsappGroup', 'The WhatsApp group choice must be true or false'],
  ['stay_in_touch', { ...validStayInTouch, additionalMessage: 'x'.repeat(5001) }, 'additionalMessage', 'Your message is too long (at most 5000 characters)'],
  ['hall_hire', { ...validHallHire, firstName: '' }, 'firstName', 'Please enter your first name'],
  ['hall_hire', { ...validHallHire, lastName: ' ' }, 'lastName', 'Please enter your last name'],
  ['hall_hire', { ...validHallHire, email: 'jane' }, 'email', 'Please enter a valid email address, such as name@example.com'],
  ['hall_hire', { ...validHallHire, phone: '' }, 'phone', 'Please enter your phone number'],
  ['hall_hire', { ...validHallHire, dates: '' }, 'dates', 'Please enter the dates you would like'],
  ['hall_hire', { ...validHallHire, dates: '14 March\r16 March' }, 'dates', 'The dates must be on one line'],
  ['hall_hire', { ...validHallHire, details: '' }, 'details', 'Please enter some details about your event'],
]

describe('an invalid field', () => {
  it.each(invalidCases)('%s: %j answers 400 naming %s', async (formType, body, field, message) => {
    const response = await handleFormApiRequest(formType, apiRequest(formType, body), settings)
    expect(response.status).toBe(400)
    const answer = (await response.json()) as { error: string; details: Record<string, string> }
    expect(answer.error).toBe('Some details are missing or need correcting')
    expect(answer.details[field]).toBe(message)
    expect(await sql()`select id from form_submissions`).toHaveLength(0)
  })

  it('names every bad field at once', async () => {
    const response = await handleFormApiRequest('hall_hire', apiRequest('hall_hire', {}), settings)
    expect(response.status).toBe(400)
    const { details } = (await response.json()) as { details: Record<string, string> }
    expect(Object.keys(details).sort()).toEqual(['dates', 'details', 'email', 'firstName', 'lastName', 'phone'])
  })

  it('a body that is not JSON gets 415, and broken JSON 400', async () => {
    const notJson = new Request(`${SITE}/api/contact`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'hello' })
    const refused = await answerOf(handleFormApiRequest('contact', notJson, settings))
    expect(refused.status).toBe(415)
    expect(await refused.json()).toEqual({ error: 'Expected a JSON body (Content-Type: application/json)' })
    const broken = await answerOf(handleFormApiRequest('contact', apiRequest('contact', '{"name":'), settings))
    expect(broken.status).toBe(400)
    expect((await broken.json()).error).toBe('The request body is not valid JSON')
  })
})

describe('the rate limit', () => {
  it('answers the 11th rapid submission from one address with 429, Retry-After and a clear message', async () => {
    const address = newAddress()
    const forms = ['contact', 'stay_in_touch', 'hall_hire'] as const
    const bodies = { contact: validContact, stay_in_touch: validStayInTouch, hall_hire: validHallHire }
    for (let i = 0; i < 10; i++) {
      const formType = forms[i % 3]!
      const response = await handleFormApiRequest(formType, apiRequest(formType, bodies[formType], address), settings)
      expect(response.status).toBe(201)
    }
    const eleventh = await handleFormApiRequest('contact', apiRequest('contact', validContact, address), settings)
    expect(eleventh.status).toBe(429)
    const retryAfter = Number(eleventh.headers.get('Retry-After'))
    expect(retryAfter).toBeGreaterThan(500)
    expect(retryAfter).toBeLessThanOrEqual(600)
    expect((await eleventh.json()).error).toBe('You have sent several forms in a short time. To protect against spam, please wait 10 minutes and try again.')
    expect(await sql()`select id from form_submissions`).toHaveLength(10)

    const otherVisitor = await handleFormApiRequest('contact', apiRequest('contact', validContact), settings)
    expect(otherVisitor.status).toBe(201)
  })
})

describe('with the database down', () => {
  it('answers 503 with a clear message', async () => {
    const realUrl = process.env.DATABASE_URL
    await closePool()
    process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:1/unreachable'
    try {
      const response = await handleFormApiRequest('hall_hire', apiRequest('hall_hire', validHallHire), settings)
      expect(response.status).toBe(503)
      expect((await response.json()).error).toBe(
        'Sorry, we could not receive your enquiry just now because our system is having a problem. Nothing was sent. Please try again in a few minutes.',
      )
      expect(expectConsoleError().length).toBeGreaterThan(0)
    } finally {
      await closePool()
      process.env.DATABASE_URL = realUrl
    }
  })
})

function pagePost(formType: FormType, fields: Record<string, string>, init: { cookie?: string; address?: string } = {}): Request {
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SITE }
  if (init.cookie) headers.Cookie = init.cookie
  const request = new Request(`${SITE}${FORMS[formType].page}`, { method: 'POST', headers, body: new URLSearchParams(fields).toString() })
  return fromAddress(request, init.address ?? newAddress())
}

function tokenFrom(response: Response): string {
  const cookie = response.headers.get('Set-Cookie') ?? ''
  const match = new RegExp(`^${flashCookieName(false)}=([^;]+);`).exec(cookie)
  if (!match) throw new Error(`No result cookie in ${cookie}`)
  return match[1]!
}

describe('a form posted without JavaScript', () => {
  it('is stored like an API submission and answered with a 303 to the page, carrying only an id', async () => {
    const result = await handleFormPagePost(
      'contact',
      pagePost('contact', { name: 'Jane Smith', email: 'jane@example.com', message: 'Hello', website: '' }),
      settings,
    )
    if (!('response' in result)) throw new Error('expected a response')
    expect(result.response.status).toBe(303)
    const location = result.response.headers.get('Location')!
    expect(location).toMatch(/^\/contact\?result=[0-9a-f-]{36}#contact-form$/)
    expect(location).not.toContain('Jane')
    const cookie = result.response.headers.get('Set-Cookie')!
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')

    const id = new URL(location, SITE).searchParams.get('result')!
    expect(await readFlash('contact', id, tokenFrom(result.response))).toEqual({
      status: 'success',
      message: 'Thank you for your message. We will get back to you as soon as we can.',
    })
    expect(await sql()`select id from mail_outbox`).toHaveLength(1)
  })

  it('keeps the values and the errors for the page, readable only with the same browser cookie', async () => {
    const fields = { name: 'Sam Patel', email: 'sam@', mobile: '07700 900123', whatsappGroup: 'on', additionalMessage: 'Hi there', website: '' }
    const result = await handleFormPagePost('stay_in_touch', pagePost('stay_in_touch', fields), settings)
    if (!('response' in result)) throw new Error('expected a response')
    expect(result.response.status).toBe(303)
    const id = new URL(result.response.headers.get('Location')!, SITE).searchParams.get('result')!
    const token = tokenFrom(result.response)

    expect(await readFlash('stay_in_touch', id, token)).toEqual({
      status: 'error',
      error: 'Some details are missing or need correcting',
      details: { email: 'Please enter a valid email address, such as name@example.com' },
      values: {
        name: 'Sam Patel',
        email: 'sam@',
        mobile: '07700 900123',
        whatsappGroup: true,
        visitAndPray: false,
        learnMore: false,
        additionalMessage: 'Hi there',
        newsByEmail: false,
        newsWording: '',
      },
    })
    expect(await readFlash('stay_in_touch', id, 'x'.repeat(43))).toBeNull()
    expect(await readFlash('stay_in_touch', id, null)).toBeNull()
    expect(await readFlash('contact', id, token)).toBeNull()
    expect(await sql()`select id from form_submissions`).toHaveLength(0)
  })

  it('reuses the browser\u2019s token, so a result in another tab stays readable', async () => {
    const first = await handleFormPagePost('contact', pagePost('contact', { name: '', email: '', message: '' }), settings)
    if (!('response' in first)) throw new Error('expected a response')
    const token = tokenFrom(first.response)
    const second = await handleFormPagePost(
      'contact',
      pagePost('contact', { name: 'A', email: '', message: '' }, { cookie: `${flashCookieName(false)}=${token}` }),
      settings,
    )
    if (!('response' in second)) throw new Error('expected a response')
    expect(tokenFrom(second.response)).toBe(token)
    const firstId = new URL(first.response.headers.get('Location')!, SITE).searchParams.get('result')!
    expect(await readFlash('contact', firstId, token)).toMatchObject({ status: 'error', values: { name: '', email: '', message: '' } })
  })

  it('with the database down renders the outcome in place with 503, values and all', async () => {
    const realUrl = process.env.DATABASE_URL
    await closePool()
    process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:1/unreachable'
    try {
      const fields = { firstName: 'Jane', lastName: 'Smith', email: 'jane@example.com', phone: '07700 900456', dates: 'May', details: 'Party', website: '' }
      const result = await handleFormPagePost('hall_hire', pagePost('hall_hire', fields), settings)
      expectConsoleError()
      if (!('renderInPlace' in result)) throw new Error('expected an in-place render')
      expect(result.status).toBe(503)
      expect(result.renderInPlace).toMatchObject({ status: 'error', values: { firstName: 'Jane', lastName: 'Smith', dates: 'May', details: 'Party' } })
    } finally {
      await closePool()
      process.env.DATABASE_URL = realUrl
    }
  })

  it('refuses a post that is not a form with 415', async () => {
    const request = new Request(`${SITE}/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })
    await expect(handleFormPagePost('contact', request, settings)).rejects.toMatchObject({
      status: 415,
      message: 'Expected a form post (application/x-www-form-urlencoded)',
    })
  })
})

describe('a submission sent again', () => {
  it('is stored and e-mailed once for one submission id and the same fields, and twice for other fields', async () => {
    const submissionId = crypto.randomUUID()
    const send = (message: string) => handleFormApiRequest('contact', apiRequest('contact', { ...validContact, message, submissionId }), settings)
    expect((await send('First try')).status).toBe(201)
    expect((await send('First try')).status).toBe(201)
    expect((await send('Something else')).status).toBe(201)
    const rows = await sql()<{ message: string; emails: number }[]>`
      select s.fields->>'message' as message, count(o.id)::int as emails
      from form_submissions s join mail_outbox o on o.submission_id = s.id group by 1 order by 1`
    expect(rows).toEqual([
      { message: 'First try', emails: 1 },
      { message: 'Something else', emails: 1 },
    ])
  })

  it('refuses a submission id this site never makes', async () => {
    const answer = await handleFormApiRequest('contact', apiRequest('contact', { ...validContact, submissionId: 'not-an-id' }), settings)
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual({ error: 'This form is out of date. Please reload the page and send it again.' })
    expect(await sql()`select id from form_submissions`).toEqual([])
  })
})
