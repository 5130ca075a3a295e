import { describe, expect, it } from 'vitest'
import { hashTargetId, scrollBehaviour } from './hash-scroll'

describe('hashTargetId', () => {
  it('reads the id from a hash', () => {
    expect(hashTargetId('#trustees')).toBe('trustees')
    expect(hashTargetId('leadership-team')).toBe('leadership-team')
  })

  it('decodes an encoded id', () => {
    expect(hashTargetId('#our%20team')).toBe('our team')
  })

  it('gives nothing for an empty or malformed hash', () => {
    expect(hashTargetId('')).toBeUndefined()
    expect(hashTargetId('#')).toBeUndefined()
    expect(hashTargetId('#%E0%A4%A')).toBeUndefined()
  })
})

describe('scrollBehaviour', () => {
  it('scrolls smoothly unless the visitor prefers reduced motion', () => {
    expect(scrollBehaviour(false)).toBe('smooth')
    expect(scrollBehaviour(true)).toBe('auto')
  })
})
