import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { ADMIN_ROUTES, PUBLIC_API_ROUTES, routePattern } from '../helpers/admin-routes'
import { createAdminAccount } from './admin-helpers'
import { expect, siteOrigin, test } from './fixtures'

/** A private address per test, so the sign-in throttle of one test never touches another. */
const newAddress = () => `10.9.${randomBytes(2).join('.')}`

function sameOrigin(extra: Record<string, string> = {}) {
  return { Origin: siteOrigin(), 'X-Forwarded-For': newAddress(), ...extra }
}

test.describe('admin routes are enforced by the server', () => {
  test('every API route is either public or listed as an admin route', () => {
    const routeTree = readFileSync('app/routeTree.gen.ts', 'utf8')
    const apiRoutes = [...new Set([...routeTree.matchAll(/fullPath: '(\/api\/[^']*)'/g)].map((match) => match[1]!))]
    const adminRoutes = new Set(ADMIN_ROUTES.map(([, path]) => routePattern(path)))
    const unclassified = apiRoutes.filter((path) => !PUBLIC_API_ROUTES.has(path) && !adminRoutes.has(path))
    expect(unclassified, 'add new API routes to ADMIN_ROUTES (they must answer 401 without a session) or PUBLIC_API_ROUTES').toEqual([])
  })

  test('every admin route answers 401 without a session, and with a logged-out session', async ({ request, playwright }) => {
    const admin = await createAdminAccount()
    const login = await request.post('/api/admin/login', { headers: sameOrigin(), data: admin })
    expect(login.status()).toBe(200)
    const cookie = login.headers()['set-cookie']!.split(';')[0]!
    expect((await request.post('/api/admin/logout', { headers: sameOrigin() })).status()).toBe(200)

    const stranger = await playwright.request.newContext({ baseURL: siteOrigin() })
    for (const cookieHeader of [undefined, cookie]) {
      for (const [method, path] of ADMIN_ROUTES) {
        const headers = sameOrigin(cookieHeader ? { Cookie: cookieHeader } : {})
        const response = await stranger.fetch(path, { method, headers, ...(method === 'GET' || method === 'DELETE' ? {} : { data: {} }) })
        expect(response.status(), `${method} ${path} ${cookieHeader ? 'with a logged-out cookie' : 'without a cookie'}`).toBe(401)
        expect(await response.json()).toEqual({ error: 'Not signed in' })
        expect(response.headers()['cache-control']).toBe('no-store')
      }
    }
    await stranger.dispose()
  })

  test('a cross-origin POST is answered 403', async ({ request }) => {
    const crossSite: Array<Record<string, string>> = [
      { Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'same-site' },
      {},
    ]
    for (const headers of crossSite) {
      for (const path of ['/api/admin/login', '/api/events', '/api/contact']) {
        const response = await request.post(path, { headers: { ...headers, 'X-Forwarded-For': newAddress() }, data: { email: 'a@b.org', password: 'x' } })
        expect(response.status(), `${path} with ${JSON.stringify(headers)}`).toBe(403)
      }
    }
  })

  test('sign-in sets an HttpOnly, SameSite=Lax, Path=/ cookie and the session check follows it', async ({ request }) => {
    const admin = await createAdminAccount()
    const before = await request.get('/api/admin/auth')
    expect(before.headers()['cache-control']).toBe('no-store')
    expect(await before.json()).toEqual({ authenticated: false })

    const login = await request.post('/api/admin/login', { headers: sameOrigin(), data: admin })
    expect(await login.json()).toEqual({ success: true, next: '/admin/dashboard' })
    const setCookie = login.headers()['set-cookie']!
    // The test server runs on http; over https the cookie is also Secure and named __Host- (unit-tested).
    expect(setCookie).toMatch(/^admin_session=[\w-]+\.[\w-]+; /)
    for (const flag of ['HttpOnly', 'SameSite=Lax', 'Path=/']) expect(setCookie).toContain(flag)

    const after = await request.get('/api/admin/auth')
    expect(after.headers()['cache-control']).toBe('no-store')
    expect(await after.json()).toEqual({ authenticated: true, admin: { email: admin.email } })
    await request.post('/api/admin/logout', { headers: sameOrigin() })
    expect(await (await request.get('/api/admin/auth')).json()).toEqual({ authenticated: false })
  })

  test('the 6th bad password within 15 minutes is answered 429 with Retry-After', async ({ request, db }) => {
    const admin = await createAdminAccount()
    const headers = sameOrigin()
    const statuses: number[] = []
    for (let attempt = 1; attempt <= 6; attempt++) {
      const response = await request.post('/api/admin/login', { headers, data: { email: admin.email, password: `wrong ${attempt}` } })
      statuses.push(response.status())
      if (attempt < 6) expect(await response.json()).toEqual({ error: 'Invalid email or password' })
      else {
        expect(Number(response.headers()['retry-after'])).toBeGreaterThan(800)
        expect((await response.json()).error).toContain('Too many failed sign-in attempts')
      }
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
    const actions = await db<{ action: string }[]>`select action from audit_log where actor_email = ${admin.email} order by id`
    expect(actions.map((row) => row.action)).toEqual(['login.failed', 'login.failed', 'login.failed', 'login.failed', 'login.failed', 'login.throttled'])
  })

  test('an unknown e-mail gets the same 401 as a wrong password', async ({ request }) => {
    const response = await request.post('/api/admin/login', {
      headers: sameOrigin(),
      data: { email: `nobody-${randomBytes(4).toString('hex')}@example.org`, password: 'anything at all' },
    })
    expect(response.status()).toBe(401)
    expect(await response.json()).toEqual({ error: 'Invalid email or password' })
  })
})
