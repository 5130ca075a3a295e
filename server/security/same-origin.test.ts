import { describe, expect, it } from 'vitest'
import { isSameOriginRequest } from './same-origin.ts'

const SITE = 'https://church.example'
const post = (headers: Record<string, string>, url = `${SITE}/api/contact`) => new Request(url, { method: 'POST', headers })

describe('isSameOriginRequest', () => {
  it('lets safe methods through', () => {
    expect(isSameOriginRequest(new Request(`${SITE}/`), SITE)).toBe(true)
  })

  it('accepts the site origin and the browser saying same-origin', () => {
    expect(isSameOriginRequest(post({ Origin: SITE }), SITE)).toBe(true)
    expect(isSameOriginRequest(post({ 'Sec-Fetch-Site': 'same-origin' }), SITE)).toBe(true)
    expect(isSameOriginRequest(post({ Origin: 'http://127.0.0.1:3000' }, 'http://127.0.0.1:3000/api/x'), SITE)).toBe(true)
  })

  it('refuses other origins, cross-site fetches and requests that prove nothing', () => {
    expect(isSameOriginRequest(post({ Origin: 'https://evil.example' }), SITE)).toBe(false)
    expect(isSameOriginRequest(post({ 'Sec-Fetch-Site': 'cross-site', Origin: SITE }), SITE)).toBe(false)
    expect(isSameOriginRequest(post({ 'Sec-Fetch-Site': 'same-site' }), SITE)).toBe(false)
    expect(isSameOriginRequest(post({ Origin: 'null' }), SITE)).toBe(false)
    expect(isSameOriginRequest(post({}), SITE)).toBe(false)
  })
})
