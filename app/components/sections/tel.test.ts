import { describe, expect, it } from 'vitest'
import { telHref } from './tel'

describe('telHref', () => {
  it('keeps only digits and a leading plus', () => {
    expect(telHref('01632 960789')).toBe('tel:01632960789')
    expect(telHref('+44 (0)20 7946-0000')).toBe('tel:+4402079460000')
    expect(telHref('999')).toBe('tel:999')
  })
})
