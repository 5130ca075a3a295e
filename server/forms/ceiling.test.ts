import { describe, expect, it } from 'vitest'
import { ceilingReachedError } from './ceiling.ts'

describe('ceilingReachedError', () => {
  const church = { email: 'office@example.org', phone: '01689 000000' }

  it('says nothing was sent, how to reach the church, and when to try again in UK time', () => {
    const summer = ceilingReachedError('enquiry', church, new Date('2026-07-01T14:00:00Z'))
    expect(summer).toBe(
      'Sorry, the website has received an unusually large number of messages this hour, so we cannot take your enquiry just now. ' +
        'Nothing was sent. Please e-mail us at office@example.org or phone 01689 000000, or try again after 3:00 pm.',
    )
    expect(ceilingReachedError('message', church, new Date('2026-12-01T09:00:00Z'))).toContain('or try again after 9:00 am.')
  })
})
