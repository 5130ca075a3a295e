import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SiteOnTestDatabase, startSiteOnTestDatabase } from '../helpers/loopback.ts'
import { formPayloads, type FormRoute, type JsonRoute, jsonPayloads, type Payload } from '../helpers/malformed-payloads.ts'
import { adminSessionCookie, sendRaw } from '../helpers/raw-http.ts'
import type { RunningServer } from '../helpers/server.ts'

// Well over 1,000 malformed requests to every POST, PUT and PATCH route and the no-JS form
// routes: none may get a 5xx. Form routes limit each address, so requests come from many
// 127.x.y.z source addresses and reach validation rather than the rate limit.
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000'
const EVENT = { title: 'Carol service', description: 'Candles and carols', event_date: '2026-12-20' }
const JSON_ROUTES: JsonRoute[] = [
  { method: 'POST', path: '/api/contact', sample: { name: 'Jane Smith', email: 'jane@example.org', message: 'Hello', website: '' } },
  {
    method: 'POST',
    path: '/api/hall-hire',
    sample: { firstName: 'Jane', lastName: 'Smith', email: 'jane@example.org', phone: '07700 900456', dates: 'Saturday', details: 'A party', website: '' },
  },
  {
    method: 'POST',
    path: '/api/stay-in-touch',
    sample: {
      name: 'Jane',
      email: 'jane@example.org',
      mobile: '07700 900456',
      whatsappGroup: true,
      visitAndPray: false,
      learnMore: true,
      additionalMessage: 'Hi',
    },
  },
  { method: 'POST', path: '/api/analytics/page-visit', sample: { page_name: 'Home', page_url: '/' } },
  { method: 'POST', path: '/api/admin/login', sample: { email: 'nobody@example.org', password: 'not the password' } },
  { method: 'POST', path: '/api/events', sample: EVENT, admin: true },
  { method: 'PUT', path: '/api/events/00000000-0000-4000-8000-000000000000', sample: EVENT, admin: true },
  { method: 'PATCH', path: '/api/christmas-settings', sample: { is_visible: true, grotto_url: 'https://example.org/grotto' }, admin: true },
  {
    method: 'POST',
    path: '/api/email-configurations',
    sample: { form_type: 'contact', email_address: 'office@example.org', display_name: 'Office' },
    admin: true,
  },
  {
    method: 'POST',
    path: '/api/policy-files',
    sample: { policy_type: 'privacy', object_key: 'policies/privacy.pdf', file_name: 'privacy.pdf', file_size: 1234 },
    admin: true,
  },
  { method: 'PATCH', path: `/api/admin/messages/${NO_SUCH_ID}`, sample: { handled: true }, admin: true },
]
const FORM_ROUTES: FormRoute[] = [
  { path: '/contact', sample: { name: 'Jane Smith', email: 'jane@example.org', message: 'Hello' } },
  { path: '/hall-hire', sample: { firstName: 'Jane', lastName: 'Smith', email: 'jane@example.org', phone: '07700 900456', dates: 'Sat', details: 'A party' } },
  { path: '/stayintouch', sample: { name: 'Jane', email: 'jane@example.org', mobile: '07700', whatsappGroup: 'on', additionalMessage: 'Hi' } },
  { path: '/admin', sample: { email: 'nobody@example.org', password: 'not the password' } },
]

const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4\n${text}`)
function uploads(): Payload[] {
  const upload = (name: string, headers: Record<string, string>, body: string | Uint8Array): Payload => ({
    name: `POST /api/policy-files/upload: ${name}`,
    method: 'POST',
    path: '/api/policy-files/upload',
    headers: { 'Content-Type': 'application/pdf', 'X-Policy-Type': 'privacy', ...headers },
    body,
    admin: true,
  })
  return [
    upload('NUL in the file name', { 'X-File-Name': 'a%00b.pdf' }, pdf('x')),
    upload('surrogate bytes in the file name', { 'X-File-Name': '%ED%A0%80.pdf' }, pdf('x')),
    upload('bad escape in the file name', { 'X-File-Name': '%E0%A4%A.pdf' }, pdf('x')),
    upload('a long file name', { 'X-File-Name': 'a'.repeat(5000) }, pdf('x')),
    upload('an unknown policy type', { 'X-Policy-Type': '__proto__' }, pdf('x')),
    upload('no policy type', { 'X-Policy-Type': '' }, pdf('x')),
    upload('not a PDF', {}, 'hello'),
    upload('empty', {}, ''),
    upload('JSON', { 'Content-Type': 'application/json' }, '{}'),
    upload('no content type', { 'Content-Type': '' }, pdf('x')),
  ]
}

const ANONYMOUS: Payload[] = [
  ...['POST', 'PUT', 'PATCH'].map((method) => ({
    name: `${method} to a server function`,
    method,
    path: '/_serverFn/any',
    headers: { 'Content-Type': 'application/json' },
    body: '{"data":"\\u0000"}',
  })),
  { name: 'POST /api/admin/logout signed out', method: 'POST', path: '/api/admin/logout', headers: { 'Content-Type': 'application/json' }, body: '\u0000' },
  ...['not-a-uuid', '%00', '%ED%A0%80', 'a'.repeat(2000), '00000000-0000-0000-0000-00000000000g'].map((id) => ({
    name: `PUT /api/events/${id.slice(0, 20)}`,
    method: 'PUT',
    path: `/api/events/${id}`,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(EVENT),
    admin: true,
  })),
  ...['not-a-uuid', '%00', '%ED%A0%80', 'a'.repeat(2000), NO_SUCH_ID].flatMap((id) => [
    {
      name: `PATCH /api/admin/messages/${id.slice(0, 20)}`,
      method: 'PATCH',
      path: `/api/admin/messages/${id}`,
      headers: { 'Content-Type': 'application/json' },
      body: '{"handled":"yes"}',
      admin: true,
    },
    {
      name: `POST /api/admin/messages/${id.slice(0, 20)}/retry`,
      method: 'POST',
      path: `/api/admin/messages/${id}/retry`,
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":"\\u0000"}',
      admin: true,
    },
    {
      name: `POST /api/admin/messages/${id.slice(0, 20)}/retry signed out`,
      method: 'POST',
      path: `/api/admin/messages/${id}/retry`,
      headers: { 'Content-Type': 'text/plain' },
      body: '\u0000',
    },
  ]),
]

const MALFORMED_RESULTS = ['not-a-uuid', '%00', '%ED%A0%80', '00000000-0000-0000-0000-000000000000', 'a'.repeat(4000), '1', '%22%7D', 'true']

let site: SiteOnTestDatabase
let server: RunningServer
let adminCookie: string

beforeAll(async () => {
  site = await startSiteOnTestDatabase('malformed_payloads')
  server = site.server
  adminCookie = await adminSessionCookie(site.databaseUrl)
})

afterAll(async () => {
  await site?.stop()
})

let nextAddress = 0
/** A different loopback source address for each request: 127.1.0.1, 127.1.0.2, … */
function sourceAddress(): string {
  const index = nextAddress++
  return `127.1.${Math.floor(index / 250) % 250}.${(index % 250) + 1}`
}

async function sendAll(payloads: Payload[], concurrency = 6): Promise<{ payload: Payload; status: number; text: string }[]> {
  const results: { payload: Payload; status: number; text: string }[] = []
  let next = 0
  const worker = async () => {
    while (next < payloads.length) {
      const payload = payloads[next++]!
      const headers = { Origin: server.url, ...payload.headers, ...(payload.admin ? { Cookie: adminCookie } : {}) }
      results.push({ payload, ...(await sendRaw(server.url, { ...payload, headers, localAddress: sourceAddress() })) })
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return results
}

describe('malformed payloads', () => {
  it('never get a 5xx, over every route that takes a body', async () => {
    const payloads = [...JSON_ROUTES.flatMap(jsonPayloads), ...FORM_ROUTES.flatMap(formPayloads), ...uploads(), ...ANONYMOUS]
    expect(payloads.length).toBeGreaterThanOrEqual(1000)
    const results = await sendAll(payloads)

    const tally: Record<number, number> = {}
    for (const { status } of results) tally[status] = (tally[status] ?? 0) + 1
    console.log(`${results.length} malformed payloads, by status: ${JSON.stringify(tally)}`)
    const failures = results.filter(({ status }) => status >= 500).map(({ payload, status, text }) => `${status} ${payload.name}: ${text.slice(0, 200)}`)
    expect(failures).toEqual([])
    expect(results.length).toBe(payloads.length)
  })

  it('answer a server function that does not exist with a JSON 404 and the security headers', async () => {
    for (const id of ['any', 'f'.repeat(64), '%00', '..%2F..%2Fetc']) {
      const response = await fetch(`${server.url}/_serverFn/${id}`, { headers: { 'Sec-Fetch-Site': 'same-origin', 'x-tsr-serverFn': 'true' } })
      expect(response.status, id).toBe(404)
      expect(await response.json()).toEqual({ error: 'Not found' })
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    }
  })

  it('name the field holding text that cannot be stored', async () => {
    const [nul] = await sendAll([
      { name: 'NUL', method: 'POST', path: '/api/contact', headers: { 'Content-Type': 'application/json' }, body: '{"name":"a\\u0000","email":"\\ud800"}' },
    ])
    expect(nul!.status).toBe(400)
    expect(JSON.parse(nul!.text).details).toEqual({ name: 'Contains characters that cannot be stored', email: 'Contains characters that cannot be stored' })
  })

  it.each(['/contact', '/hall-hire', '/stayintouch'])('ignore a malformed ?result= on %s, which renders', async (page) => {
    for (const result of MALFORMED_RESULTS) {
      const response = await sendRaw(server.url, { method: 'GET', path: `${page}?result=${result}` })
      expect(response.status, `${page}?result=${result.slice(0, 40)}`).toBe(200)
    }
  })
})
