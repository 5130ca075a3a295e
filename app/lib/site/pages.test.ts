import { describe, expect, it } from 'vitest'
import { PUBLIC_PAGES, pageLabel } from './pages.ts'

describe('pageLabel', () => {
  it('gives the visit label of every public route', () => {
    expect(pageLabel('/')).toBe('Home')
    expect(pageLabel('/im-new')).toBe("I'm New")
    expect(pageLabel('/whats-on-when')).toBe("What's On When")
    expect(pageLabel('/stayintouch')).toBe('Stay in Touch')
    expect(pageLabel('/gift-aid')).toBe('Gift Aid')
    expect(pageLabel('/sermons/library')).toBe('Sermon Library')
    expect(PUBLIC_PAGES).toHaveLength(23)
  })

  it("labels the sermon library's series and sermons by their slugs' shape", () => {
    expect(pageLabel('/sermons/series/advent-hope-1')).toBe('Sermon Series')
    expect(pageLabel('/sermons/2026-11-22-the-good-shepherd')).toBe('Sermon')
    expect(pageLabel('/sermons/series/Advent')).toBe('Unknown Page')
    expect(pageLabel('/sermons/a/b')).toBe('Unknown Page')
  })

  it('ignores a trailing slash', () => {
    expect(pageLabel('/sermons/')).toBe('Sermons')
  })

  it('labels unknown paths Unknown Page and leaves admin pages unlabelled', () => {
    expect(pageLabel('/nowhere')).toBe('Unknown Page')
    expect(pageLabel('/warmspace')).toBe('Unknown Page')
    expect(pageLabel('/admin')).toBeUndefined()
    expect(pageLabel('/admin/dashboard')).toBeUndefined()
  })
})
