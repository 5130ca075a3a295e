import { describe, expect, it } from 'vitest'
import { initials } from './initials'

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('Helen Carter')).toBe('HC')
    expect(initials('Mary Anne de Souza')).toBe('MS')
  })

  it('ignores a leading title', () => {
    expect(initials('Pastor David Okafor')).toBe('DO')
    expect(initials('Rev. Jane Smith')).toBe('JS')
  })

  it('copes with one name, extra spaces and an empty string', () => {
    expect(initials('  joy  ')).toBe('J')
    expect(initials('')).toBe('')
  })
})
