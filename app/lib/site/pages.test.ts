import { describe, expect, it } from 'vitest'
import { PUBLIC_PAGES, pageLabel } from './pages.ts'

describe('pageLabel', () => {
  it('gives the visit label of every public route', () => {
    expect(pageLabel('/')).toBe('Home')
    expect(pageLabel('/im-new')).toBe("I'm New")
    expect(pageLabel('/whats-on-when')).toBe("What's On When")
    expect(pageLabel('/stayintouch')).toBe('Stay in Touch')
    expect(PUBLIC_PAGES).toHaveLength(20)
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
