import { describe, expect, it } from 'vitest'
import { subjectAccessDueOn } from './due-date.ts'

describe('subjectAccessDueOn', () => {
  it('is the same day of the next month, counting the day of receipt as day one', () => {
    expect(subjectAccessDueOn('2026-09-03')).toBe('2026-10-03')
    expect(subjectAccessDueOn('2026-08-01')).toBe('2026-09-01')
  })

  it('is the last day of the next month when that month has no such day', () => {
    expect(subjectAccessDueOn('2026-01-30')).toBe('2026-02-28')
    expect(subjectAccessDueOn('2026-01-31')).toBe('2026-02-28')
    expect(subjectAccessDueOn('2028-01-31')).toBe('2028-02-29')
    expect(subjectAccessDueOn('2026-03-31')).toBe('2026-04-30')
  })

  it('crosses into the next year', () => {
    expect(subjectAccessDueOn('2026-12-31')).toBe('2027-01-31')
  })
})
