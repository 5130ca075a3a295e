import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { sql } from '../../db/client.ts'
import { sessionCookieName } from '../../server/auth/cookie.ts'
import { SIGN_IN_FAILURE_LIMIT } from '../../server/auth/sign-in.ts'
import { currentAdmin } from '../../server/auth/require-admin.ts'
import { createSession } from '../../server/auth/session.ts'
import * as authHttp from '../../server/auth/http.ts'
import { insertTestAdmin } from '../helpers/admins.ts'
import { setClientAddress } from '../../server/http/responses.ts'
import { answered } from '../helpers/answer.ts'

// The handlers throw their refusals; answered as the edge does.
const { formSignInResponse, signIn, signOut } = authHttp
const signInResponse = answered(authHttp.signInResponse)

const SITE = 'http://localhost:3000'
const newAddress = () => `10.${randomBytes(3).join('.')}`

function request(path: string, init: { cookie?: string; address?: string; form?: Record<string, string> } = {}) {
  const headers = new Headers()
  if (init.cookie) headers.set('Cookie', init.cookie)
  const made = new Request(`${SITE}${path}`, { method: 'POST', headers, ...(init.form ? { body: new URLSearchParams(init.form) } : {}) })
  setClientAddress(made, init.address ?? newAddress())
  return made
}

function cookieFrom(response: Response): string {
  return response.headers.get('Set-Cookie')!.split(';')[0]!
}

describe('signing in over HTTP', () => {
  it('answers 200 { success: true, next } with an HttpOnly, SameSite=Lax, Path=/ session cookie', async () => {
    const admin = await insertTestAdmin()
    const response = signInResponse(await signIn(request('/api/admin/login'), admin))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true, next: '/admin/dashboard' })
    const setCookie = response.headers.get('Set-Cookie')!
    expect(setCookie).toMatch(new RegExp(`^${sessionCookieName(false)}=[\\w-]+\\.[\\w-]+; `))
    expect(setCookie).toContain('HttpOnly')
    expect(setCookie).toContain('SameSite=Lax')
    expect(setCookie).toContain('Path=/')

    const cookie = cookieFrom(response)
    expect(await currentAdmin(request('/api/admin/auth', { cookie }))).toEqual({ id: admin.id, email: admin.email })
    const [stored] = await sql()<{ secret_hash: Uint8Array }[]>`select secret_hash from admin_sessions where id = ${cookie.split('=')[1]!.split('.')[0]!}`
    expect(Buffer.from(stored!.secret_hash).toString('base64url')).not.toBe(cookie.split('.')[1])
  })

  it('answers 401 Invalid email or password alike for a wrong password and an unknown e-mail', async () => {
    const admin = await insertTestAdmin()
    for (const email of [admin.email, `nobody-${admin.email}`]) {
      const response = signInResponse(await signIn(request('/api/admin/login'), { email, password: 'not the password' }))
      expect(response.status).toBe(401)
      expect(response.headers.get('Set-Cookie')).toBeNull()
      expect(await response.json()).toEqual({ error: 'Invalid email or password' })
    }
  })

  it(`answers the ${SIGN_IN_FAILURE_LIMIT + 1}th bad password with 429 and Retry-After`, async () => {
    const admin = await insertTestAdmin()
    const address = newAddress()
    const statuses: number[] = []
    let last: Response | undefined
    for (let i = 0; i <= SIGN_IN_FAILURE_LIMIT; i++) {
      last = signInResponse(await signIn(request('/api/admin/login', { address }), { email: admin.email, password: `bad ${i}` }))
      statuses.push(last.status)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
    expect(Number(last!.headers.get('Retry-After'))).toBeGreaterThan(14 * 60)
    expect((await last!.json()).error).toMatch(/^Too many failed sign-in attempts\. Please try again in 15 minutes\.$/)
  })

  it('makes the browser a known device with a second cookie: a random token, HttpOnly, for a year, new at each sign-in', async () => {
    const admin = await insertTestAdmin()
    const deviceCookie = (response: Response) => response.headers.getSetCookie().find((cookie) => cookie.startsWith('admin_device='))
    const first = deviceCookie(signInResponse(await signIn(request('/api/admin/login'), admin)))
    expect(first).toMatch(/^admin_device=[\w-]{43}; HttpOnly; SameSite=Lax; Path=\/; Max-Age=31536000$/)
    const again = await formSignInResponse(request('/admin', { cookie: first!.split(';')[0], form: { email: admin.email, password: admin.password } }))
    expect(deviceCookie(again)).toMatch(/^admin_device=[\w-]{43};/)
    expect(deviceCookie(again)!.split(';')[0]).not.toBe(first!.split(';')[0])
    const refused = signInResponse(await signIn(request('/api/admin/login'), { email: admin.email, password: 'not the password' }))
    expect(refused.headers.getSetCookie()).toEqual([])
  })

  it('replaces a session the browser already had', async () => {
    const admin = await insertTestAdmin()
    const { token, session } = await createSession(admin)
    const cookie = `${sessionCookieName(false)}=${token}`
    const response = signInResponse(await signIn(request('/api/admin/login', { cookie }), admin))
    expect(cookieFrom(response)).not.toBe(cookie)
    const [old] = await sql()`select 1 from admin_sessions where id = ${session.id}`
    expect(old).toBeUndefined()
  })
})

describe('the login form without JavaScript', () => {
  it('answers 303 to the dashboard with the cookie, or 303 back to /admin saying why', async () => {
    const admin = await insertTestAdmin()
    const ok = await formSignInResponse(request('/admin', { form: { email: admin.email, password: admin.password } }))
    expect(ok.status).toBe(303)
    expect(ok.headers.get('Location')).toBe('/admin/dashboard')
    expect(ok.headers.get('Set-Cookie')).toContain('HttpOnly')

    const wrong = await formSignInResponse(request('/admin', { form: { email: admin.email, password: 'nope' } }))
    expect([wrong.status, wrong.headers.get('Location'), wrong.headers.get('Set-Cookie')]).toEqual([303, '/admin?error=invalid', null])
    const badEmail = await formSignInResponse(request('/admin', { form: { email: 'nope', password: 'x' } }))
    expect(badEmail.headers.get('Location')).toBe('/admin?error=email')
    const noPassword = await formSignInResponse(request('/admin', { form: { email: admin.email, password: '' } }))
    expect(noPassword.headers.get('Location')).toBe('/admin?error=password')
  })

  it('sends a throttled visitor back with the minutes to wait', async () => {
    const address = newAddress()
    const admin = await insertTestAdmin()
    for (let i = 0; i < SIGN_IN_FAILURE_LIMIT; i++) await formSignInResponse(request('/admin', { address, form: { email: admin.email, password: `bad ${i}` } }))
    const refused = await formSignInResponse(request('/admin', { address, form: { email: admin.email, password: admin.password } }))
    expect(refused.headers.get('Location')).toBe('/admin?error=throttled&minutes=15')
  })
})

describe('signing out and session checks', () => {
  it('logout deletes the session on the server, so the same cookie then signs in no one', async () => {
    const admin = await insertTestAdmin()
    const { token } = await createSession(admin)
    const cookie = `${sessionCookieName(false)}=${token}`
    expect(await currentAdmin(request('/api/events', { cookie }))).toEqual({ id: admin.id, email: admin.email })

    const response = await signOut(request('/api/admin/logout', { cookie }))
    expect(response.status).toBe(200)
    expect(response.headers.get('Set-Cookie')).toMatch(/^admin_session=; .*Max-Age=0/)

    expect(await currentAdmin(request('/api/events', { cookie }))).toBeNull()
    const [entry] = await sql()<{ action: string }[]>`select action from audit_log where actor_email = ${admin.email} order by id desc limit 1`
    expect(entry?.action).toBe('logout')
  })

  it('refuses an expired session', async () => {
    const admin = await insertTestAdmin()
    const { token, session } = await createSession(admin)
    await sql()`update admin_sessions set last_verified_at = now() - interval '13 hours' where id = ${session.id}`
    expect(await currentAdmin(request('/api/events', { cookie: `${sessionCookieName(false)}=${token}` }))).toBeNull()
  })

  it('refuses a request without a cookie', async () => {
    expect(await currentAdmin(request('/api/events'))).toBeNull()
  })
})
