import { describe, expect, it } from 'vitest'
import { formatKilobytes, isPolicyType, policyDownloadName, POLICY_TYPES } from './policy-types.ts'

describe('policy types', () => {
  it('names downloads after the policy title', () => {
    expect(POLICY_TYPES.map(policyDownloadName)).toEqual([
      'safeguarding_policy.pdf',
      'privacy_policy.pdf',
      'health_and_safety_policy.pdf',
      'church_constitution.pdf',
      'gift_aid_declaration_form.pdf',
    ])
  })

  it('shows sizes in rounded KB', () => {
    expect(formatKilobytes(1536)).toBe('2 KB')
    expect(formatKilobytes(1535)).toBe('1 KB')
    expect(formatKilobytes(10_485_760)).toBe('10240 KB')
  })

  it('knows only the five types', () => {
    expect(isPolicyType('gift_aid')).toBe(true)
    expect(isPolicyType('passwords')).toBe(false)
    expect(isPolicyType(undefined)).toBe(false)
  })
})
