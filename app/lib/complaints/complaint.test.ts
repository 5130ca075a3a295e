import { describe, expect, it } from 'vitest'
import { acknowledgeBy, isOverdue } from './complaint.ts'

const received = new Date('2026-06-19T10:00:00Z')

describe('a complaint about personal data', () => {
  it('is to be acknowledged 30 days after it was received', () => {
    expect(acknowledgeBy(received).toISOString()).toBe('2026-07-19T10:00:00.000Z')
  })

  it('is overdue once open past that moment, and not before', () => {
    expect(isOverdue({ receivedAt: received, answeredAt: null }, new Date('2026-07-19T10:00:00Z'))).toBe(false)
    expect(isOverdue({ receivedAt: received, answeredAt: null }, new Date('2026-07-19T10:00:01Z'))).toBe(true)
  })

  it('is never overdue once answered', () => {
    expect(isOverdue({ receivedAt: received, answeredAt: new Date('2026-09-01T00:00:00Z') }, new Date('2026-10-01T00:00:00Z'))).toBe(false)
  })
})
