import { describe, expect, it } from 'vitest'
import { clearedSessionCookie, readSessionToken, sessionCookie, sessionCookieName } from './cookie.ts'

const inOneWeek = () => new Date(Date.now() + 7 * 24 * 3600 * 1000)

function attributes(cookie: string): string[] {
  return cookie.split('; ').slice(1)
}

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax and Path=/ over http, without Secure or a prefix', () => {
    const cookie = sessionCookie('id.secret', inOneWeek(), false)
    expect(cookie.startsWith('admin_session=id.secret; ')).toBe(true)
    expect(attributes(cookie)).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/']))
    expect(attributes(cookie)).not.toContain('Secure')
    expect(cookie).not.toMatch(/Domain=/i)
  })

  it('is also Secure and named __Host- over https', () => {
    const cookie = sessionCookie('id.secret', inOneWeek(), true)
    expect(cookie.startsWith('__Host-admin_session=id.secret; ')).toBe(true)
    expect(attributes(cookie)).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/', 'Secure']))
    expect(cookie).not.toMatch(/Domain=/i)
  })

  it('lives as long as the session may, and is cleared with Max-Age=0', () => {
    expect(sessionCookie('a.b', inOneWeek(), false)).toMatch(/Max-Age=60(4799|4800)(;|$)/)
    expect(clearedSessionCookie(true)).toMatch(/^__Host-admin_session=; .*Max-Age=0/)
  })

  it('is read back by its own name only', () => {
    const request = (cookie: string) => new Request('http://x/', { headers: { Cookie: cookie } })
    expect(readSessionToken(request(`other=1; ${sessionCookieName(false)}=abc.def`), false)).toBe('abc.def')
    expect(readSessionToken(request('admin_session=abc.def'), true)).toBeNull()
    expect(readSessionToken(request('__Host-admin_session=abc.def'), true)).toBe('abc.def')
    expect(readSessionToken(new Request('http://x/'), false)).toBeNull()
  })
})
