import { describe, expect, it } from 'vitest'
import { formatPounds, parseAmountPence, penceAsPounds } from './money.ts'

describe('amounts of money', () => {
  it('reads pounds and pence to integer pence, never through a float', () => {
    expect(parseAmountPence('10.00')).toBe(1000)
    expect(parseAmountPence('1,250.50')).toBe(125050)
    expect(parseAmountPence('0.1')).toBe(10)
    expect(parseAmountPence('19.99')).toBe(1999)
    expect(parseAmountPence(' 7 ')).toBe(700)
    expect(parseAmountPence('-3.00')).toBe(-300)
  })

  it('refuses what is not pounds and pence', () => {
    for (const bad of ['£10', '10.5.0', '1,25.00', '10.001', '', 'ten', '1e3', '10,00', '+5']) expect(parseAmountPence(bad), bad).toBeNull()
  })

  it('writes pence as HMRC and people read them', () => {
    expect(penceAsPounds(125050)).toBe('1250.50')
    expect(penceAsPounds(5)).toBe('0.05')
    expect(formatPounds(125050)).toBe('£1,250.50')
  })
})
