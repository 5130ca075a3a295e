import { describe, expect, test } from 'vitest'
import type { Booking } from '~/lib/hall/admin-types'
import { bookingValues, newBookingValues, requestOfEnquiry, withSkipDate } from './booking-form-values'

const admin = {
  rooms: [
    { id: 'room-1', name: 'Main hall', position: 0, usedByCalendar: true },
    { id: 'room-2', name: 'Small room', position: 1, usedByCalendar: false },
  ],
  terms: [
    { version: 3, text: 'Newest', introducedAt: '2026-11-01T00:00:00Z' },
    { version: 2, text: 'Older', introducedAt: '2026-01-01T00:00:00Z' },
  ],
}

describe('the booking form', () => {
  test('a new booking starts in the first room, on today, with the newest hire terms', () => {
    const values = newBookingValues(admin, '2026-11-29')
    expect(values).toMatchObject({ roomId: 'room-1', date: '2026-11-29', termsVersion: 3, repeat: 'none', hirerName: '', enquiryId: '' })
  })

  test('an enquiry fills the hirer, the purpose and the enquiry it came from', () => {
    const request = requestOfEnquiry('enquiry-1', {
      firstName: ' Ann ',
      lastName: 'Lee',
      email: 'ann@example.org',
      phone: '01234',
      dates: 'Saturday 5 December 2026, afternoon (1pm to 5pm)',
      details: 'A birthday party',
    })
    expect(request).toEqual({
      enquiryId: 'enquiry-1',
      hirerName: 'Ann Lee',
      hirerEmail: 'ann@example.org',
      hirerPhone: '01234',
      purpose: 'A birthday party',
      askedFor: 'Saturday 5 December 2026, afternoon (1pm to 5pm)',
    })
    expect(newBookingValues(admin, '2026-11-29', request)).toMatchObject({ hirerName: 'Ann Lee', purpose: 'A birthday party', enquiryId: 'enquiry-1' })
  })

  test('a skipped date is added once, in date order, and a blank one is not added', () => {
    expect(withSkipDate(['2027-04-06'], '2027-02-16')).toEqual(['2027-02-16', '2027-04-06'])
    expect(withSkipDate(['2027-02-16'], '2027-02-16')).toEqual(['2027-02-16'])
    expect(withSkipDate(['2027-02-16'], '')).toEqual(['2027-02-16'])
  })

  test('a stored booking is edited as it was saved, still over the clash it was knowingly booked over', () => {
    const stored = {
      ...newBookingValues(admin, '2026-12-06'),
      id: 'booking-1',
      roomName: 'Main hall',
      hirerId: 'hirer-1',
      status: 'provisional',
      clashOverridden: 'Sunday service on Sunday 6 December 2026, 10:30 to 12:00',
      nextDates: ['2026-12-06'],
      dateCount: 1,
      createdAt: '2026-11-29T10:00:00Z',
      updatedAt: '2026-11-29T10:00:00Z',
      decidedAt: null,
      hirerFeed: false,
    } satisfies Omit<Booking, 'overrideClash'> & { overrideClash: boolean }
    expect(bookingValues(stored)).toMatchObject({ roomId: 'room-1', date: '2026-12-06', overrideClash: true })
    expect(bookingValues({ ...stored, clashOverridden: null }).overrideClash).toBe(false)
  })
})
