import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isAdminPath } from '../../app/lib/admin/admin-path.ts'
import { sessionCookieName } from '../../server/auth/cookie.ts'
import { findPolicyFile } from '../../server/policies/policy-files.ts'
import { ADMIN_ROUTES, SOME_ID } from '../helpers/admin-routes.ts'
import { type SignedInSite, startBuiltSite } from '../helpers/built-site.ts'

// Through the production build: the edge rules, each route's middleware and handler, and what
// Start makes of what they throw.
let site: SignedInSite | undefined
let base = ''
let adminCookie = ''

beforeAll(async () => {
  site = await startBuiltSite()
  ;({ base, adminCookie } = site)
}, 120_000)

afterAll(() => site?.close())

type Call = { cookie?: string; body?: string; type?: string; headers?: Record<string, string>; redirect?: RequestRedirect }

function call(method: string, path: string, { cookie, body, type = 'application/json', headers = {}, redirect }: Call = {}): Promise<Response> {
  const sent = new Headers({ Origin: base, Accept: 'application/json', ...headers })
  if (cookie) sent.set('Cookie', cookie)
  if (body !== undefined) sent.set('Content-Type', type)
  return fetch(`${base}${path}`, { method, headers: sent, body, redirect })
}

const asAdmin = (method: string, path: string, options: Call = {}) => call(method, path, { cookie: adminCookie, ...options })

/** The headers the edge rules add to every answer, thrown or returned. */
function expectEdgeHeaders(response: Response, path: string) {
  expect(response.headers.get('X-Request-Id'), path).toMatch(/^[0-9a-f-]{36}$/)
  expect(response.headers.get('X-Frame-Options'), path).toBe('DENY')
  expect(response.headers.get('Cross-Origin-Resource-Policy'), path).toBe('same-origin')
  expect(response.headers.get('X-Robots-Tag'), path).toBe(isAdminPath(path) ? 'noindex, nofollow' : null)
}

async function expectJsonError(response: Response, status: number, body: unknown, path: string) {
  expect(response.status, path).toBe(status)
  expect(response.headers.get('Content-Type'), path).toBe('application/json; charset=utf-8')
  expect(await response.json(), path).toEqual(body)
  expectEdgeHeaders(response, path)
}

const NOT_JSON = { error: 'Expected a JSON body (Content-Type: application/json)' }
const NOT_A_FORM = { error: 'Expected a form post (application/x-www-form-urlencoded)' }

const bodyFor = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : '{}')

describe('every admin endpoint passes the admin boundary', () => {
  it('answers each one 401 JSON, not stored, without a session or with a forged one', async () => {
    for (const cookie of [undefined, `${sessionCookieName(false)}=forged.token`]) {
      for (const [method, path] of ADMIN_ROUTES) {
        const response = await call(method, path, { cookie, body: bodyFor(method) })
        expect(response.headers.get('Cache-Control'), `${method} ${path}`).toBe('no-store')
        await expectJsonError(response, 401, { error: 'Not signed in' }, path)
      }
    }
  }, 180_000)

  it('lets a signed-in admin through to every handler', async () => {
    for (const [method, path] of ADMIN_ROUTES.filter(([method]) => method === 'GET')) {
      const response = await asAdmin(method, path)
      // With no backup made yet, and no notice of that id, the handler's own answer is a 404 that says so.
      expect(response.status, path).toBe(path === '/api/admin/backups/latest' || path.includes(SOME_ID) ? 404 : 200)
      expectEdgeHeaders(response, path)
      await response.body?.cancel()
    }
    const created = await asAdmin('POST', '/api/events', { body: JSON.stringify({ title: 'Boundary carols', description: 'Test', event_date: '2099-12-20' }) })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: string }
    const event = JSON.stringify({ title: 'Boundary carols', description: 'Moved', event_date: '2099-12-21' })
    expect((await asAdmin('PUT', `/api/events/${id}`, { body: event })).status).toBe(200)
    expect(await (await asAdmin('DELETE', `/api/events/${id}`)).json()).toEqual({ success: true })

    const recipient = JSON.stringify({ form_type: 'hall_hire', email_address: 'hall@example.org', display_name: 'Hall' })
    const saved = (await (await asAdmin('POST', '/api/email-configurations', { body: recipient })).json()) as { id: string }
    expect(await (await asAdmin('DELETE', `/api/email-configurations/${saved.id}`)).json()).toEqual({ success: true })

    const hidden = JSON.stringify({ is_visible: false, grotto_url: '' })
    expect(await (await asAdmin('PATCH', '/api/christmas-settings', { body: hidden })).json()).toEqual({ is_visible: false, grotto_url: '' })

    const noMessage = { error: 'Message not found' }
    expect(await (await asAdmin('PATCH', `/api/admin/messages/${SOME_ID}`, { body: '{"handled":true}' })).json()).toEqual(noMessage)
    expect(await (await asAdmin('DELETE', `/api/admin/messages/${SOME_ID}`)).json()).toEqual(noMessage)
    expect(await (await asAdmin('POST', `/api/admin/messages/${SOME_ID}/retry`)).json()).toEqual(noMessage)

    const notPdf = await asAdmin('POST', '/api/policy-files/upload', { body: 'hello', type: 'text/plain', headers: { 'X-Policy-Type': 'privacy' } })
    await expectJsonError(notPdf, 415, { error: 'Only PDF files can be uploaded' }, '/api/policy-files/upload')
  }, 180_000)

  it('keeps the public endpoints and methods public, and a missing method a 405', async () => {
    for (const path of ['/api/events/upcoming', '/api/christmas-settings', '/api/admin/auth']) {
      const response = await call('GET', path)
      expect(response.status, path).toBe(200)
      await response.body?.cancel()
    }
    const noFile = { error: 'This policy file is not available for download yet' }
    await expectJsonError(await call('GET', '/api/policy-files/privacy'), 404, noFile, '/api/policy-files/privacy')
    expect((await call('POST', '/api/admin/logout')).status).toBe(200)
    await expectJsonError(await call('PUT', '/api/admin/messages'), 405, { error: 'Method not allowed' }, '/api/admin/messages')
  }, 120_000)
})

describe('the same-origin check at the edge', () => {
  it('refuses a cross-site policy upload with 403, even with the admin signed in, before the route is reached', async () => {
    const before = await findPolicyFile('privacy')
    const pdf = `%PDF-1.7\n${'x'.repeat(2048)}`
    const upload = { body: pdf, type: 'application/pdf', headers: { 'X-Policy-Type': 'privacy', 'X-File-Name': 'privacy.pdf' } }
    const crossSiteHeaders: Record<string, string>[] = [{ Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }]
    for (const crossSite of crossSiteHeaders) {
      const refused = await asAdmin('POST', '/api/policy-files/upload', { ...upload, headers: { ...upload.headers, ...crossSite } })
      await expectJsonError(refused, 403, { error: 'Cross-site requests are not allowed' }, '/api/policy-files/upload')
    }
    const registration = JSON.stringify({ policy_type: 'privacy', object_key: 'policies/privacy/a.pdf', file_name: 'a.pdf', file_size: 1 })
    const refused = await asAdmin('POST', '/api/policy-files', { body: registration, headers: { Origin: 'https://evil.example' } })
    await expectJsonError(refused, 403, { error: 'Cross-site requests are not allowed' }, '/api/policy-files')
    expect(await findPolicyFile('privacy')).toEqual(before)
  }, 120_000)
})

describe('an id in the path that could never name anything', () => {
  // Decision 045: the same 404 as an id nobody has, in every area, with that area's own words.
  const event = JSON.stringify({ title: 'Carols', description: 'By candlelight', event_date: '2099-12-20' })
  const malformed: ReadonlyArray<readonly [method: string, path: string, error: string, body?: string]> = [
    ['DELETE', '/api/admin/administrators/not-an-id', 'Administrator not found'],
    ['DELETE', '/api/admin/invitations/not-an-id', 'Invitation not found: it may have been accepted or withdrawn'],
    ['POST', '/api/admin/invitations/not-an-id/resend', 'Invitation not found: it may have been accepted or withdrawn'],
    ['PATCH', '/api/admin/messages/not-an-id', 'Message not found', '{"handled":true}'],
    ['DELETE', '/api/admin/messages/not-an-id', 'Message not found'],
    ['POST', '/api/admin/messages/not-an-id/retry', 'Message not found'],
    ['GET', '/api/policy-files/not-a-type', 'Unknown policy type'],
    ['GET', '/api/policy-files/not-a-type/download', 'Unknown policy type'],
    ['GET', '/api/admin/content/not-a-document', 'No such document'],
    ['GET', '/api/admin/content/times/versions/not-a-version', 'No such version'],
    ['PUT', '/api/events/not-an-id', 'Event not found', event],
    ['DELETE', '/api/events/not-an-id', 'Event not found'],
  ]

  it('finds nothing, 404 in JSON, in admins, inbox, policies, content and events alike', async () => {
    for (const [method, path, error, body] of malformed) {
      await expectJsonError(await asAdmin(method, path, { body }), 404, { error }, path)
    }
  }, 120_000)
})

describe('a BadRequest thrown while reading a request', () => {
  const eventsPath = '/api/events'

  it('answers an admin endpoint with the same JSON errors as before', async () => {
    const wrongType = await asAdmin('POST', eventsPath, { body: 'hello', type: 'text/plain' })
    await expectJsonError(wrongType, 415, NOT_JSON, eventsPath)
    const tooLarge = await asAdmin('POST', eventsPath, { body: JSON.stringify({ title: 'x'.repeat(40 * 1024) }) })
    await expectJsonError(tooLarge, 413, { error: 'The request is too large' }, eventsPath)
    await expectJsonError(await asAdmin('POST', eventsPath, { body: '{"title":' }), 400, { error: 'The request body is not valid JSON' }, eventsPath)
    const invalid = await asAdmin('POST', eventsPath, { body: JSON.stringify({ title: 'Carols', description: 'By candlelight', event_date: '2099-02-30' }) })
    expect(invalid.status).toBe(400)
    expect(await invalid.json()).toMatchObject({ error: 'Invalid request', details: { event_date: expect.any(String) } })

    const badQuery = await asAdmin('GET', '/api/admin/visits?days=0')
    await expectJsonError(badQuery, 400, { error: 'Invalid query', details: { days: 'expected a whole number from 1 to 365' } }, '/api/admin/visits')
  }, 120_000)

  it('answers the public forms and the sign-in the same way', async () => {
    await expectJsonError(await call('POST', '/api/contact', { body: 'hello', type: 'text/plain' }), 415, NOT_JSON, '/api/contact')
    const unstorable = await call('POST', '/api/contact', { body: '{"name":"Ja\\u0000ne","email":"jane@example.com","message":"Hi"}' })
    const details = { name: 'Contains characters that cannot be stored' }
    await expectJsonError(unstorable, 400, { error: 'Some details are missing or need correcting', details }, '/api/contact')
    const formAsJson = await call('POST', '/contact', { body: '{}', headers: { Accept: 'text/html' } })
    await expectJsonError(formAsJson, 415, NOT_A_FORM, '/contact')
    const signInAsJson = await call('POST', '/admin', { body: '{}', headers: { Accept: 'text/html' } })
    await expectJsonError(signInAsJson, 415, NOT_A_FORM, '/admin')
    await expectJsonError(await call('POST', '/api/admin/login', { body: '[]' }), 400, { error: 'Expected a JSON object' }, '/api/admin/login')
  }, 120_000)
})

describe('the dashboard page', () => {
  const page = (cookie?: string, redirect: RequestRedirect = 'manual') =>
    call('GET', '/admin/dashboard', { cookie, redirect, headers: { Accept: 'text/html' } })

  it('sends an anonymous visitor to the sign-in page, whose HTML they get instead of the dashboard', async () => {
    for (const cookie of [undefined, `${sessionCookieName(false)}=forged.token`]) {
      const redirected = await page(cookie)
      expect(redirected.status).toBe(307)
      expect(new URL(redirected.headers.get('Location')!, base).pathname).toBe('/admin')
      expectEdgeHeaders(redirected, '/admin/dashboard')
      await redirected.body?.cancel()

      const followed = await page(cookie, 'follow')
      expect(followed.status).toBe(200)
      expect(new URL(followed.url).pathname).toBe('/admin')
      const html = await followed.text()
      expect(html).toContain('Admin Login')
      expect(html).not.toContain('Checking authentication')
    }
  }, 120_000)

  it('serves the signed-in admin the dashboard', async () => {
    const response = await page(adminCookie)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<title>Admin Dashboard</title>')
    expect(html).toContain('Checking authentication')
    expect(html).not.toContain('Admin Login')
  }, 120_000)
})
