import { describe, expect, it } from 'vitest'
import type { EmailDelivery } from '~/lib/forms/inbox'
import { deliveryInWords, fieldLabel, fieldText } from './delivery-words'

const base: EmailDelivery = { recipient: 'office@example.org', status: 'pending', attempts: 0, sent_at: null, next_attempt_at: null, last_error: null }

describe('delivery in words', () => {
  it('says each state plainly', () => {
    expect(deliveryInWords({ ...base, status: 'sent', attempts: 1, sent_at: '2026-11-22T12:15:00Z' })).toBe('Sent 22 Nov 2026, 12:15')
    expect(deliveryInWords(base)).toBe('Pending: waiting to be sent')
    expect(deliveryInWords({ ...base, attempts: 2, last_error: 'Resend 500', next_attempt_at: '2026-07-01T09:00:00Z' })).toBe(
      'Pending: try 2 failed (Resend 500), next try 1 Jul 2026, 10:00',
    )
    const refused = 'Refused by the mail provider: Resend 422'
    expect(deliveryInWords({ ...base, status: 'failed', last_error: refused })).toBe(`Failed: ${refused}`)
    expect(deliveryInWords({ ...base, status: 'held' })).toMatch(/^Held: not sent, no mail provider configured/)
    expect(deliveryInWords({ ...base, recipient: null, status: 'no_recipient' })).toMatch(/^No recipient/)
  })

  it('names fields and shows their values as text', () => {
    expect(fieldLabel('firstName')).toBe('First name')
    expect(fieldLabel('event_date')).toBe('Event date')
    expect(fieldText(['Sat', 'Sun'])).toBe('Sat, Sun')
    expect(fieldText(true)).toBe('Yes')
    expect(fieldText(3)).toBe('3')
  })
})
