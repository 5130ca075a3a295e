import { describe, expect, it } from 'vitest'
import { shouldBypass } from './rules.ts'

const bypassed = (path: string, init: RequestInit = {}) => {
  const url = new URL(`http://site.test${path}`)
  return shouldBypass(new Request(url, init), url)
}

describe('what the page cache may share', () => {
  it('shares a plain page and a library search in its one spelling', () => {
    expect(bypassed('/sermons/library')).toBe(false)
    expect(bypassed('/sermons/library?q=good+shepherd&book=John&page=2')).toBe(false)
    expect(bypassed('/sermons/library?q=shepherd&series=&speaker=&book=')).toBe(false)
  })

  it('renders any other query for the one visitor: another page, another order, a repeat, an unknown parameter, a form result, a long search', () => {
    for (const path of [
      '/sermons?q=shepherd',
      '/sermons/library?page=2&q=shepherd',
      '/sermons/library?q=a&q=b',
      '/sermons/library?q=shepherd&fbclid=1',
      '/sermons/library?form_result=abc',
      `/sermons/library?q=${'a'.repeat(101)}`,
      '/sermons/library?q=%20shepherd',
      '/sermons/library?page=0',
    ]) {
      expect(bypassed(path), path).toBe(true)
    }
    expect(bypassed('/sermons/library?q=shepherd', { headers: { cookie: '__Host-admin_session=1' } })).toBe(true)
    expect(bypassed('/sermons/library?q=shepherd', { method: 'POST' })).toBe(true)
  })
})
