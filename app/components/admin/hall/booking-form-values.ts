import type { Booking, BookingInput, HallAdmin } from '~/lib/hall/admin-types'
import type { BookingRequest } from './booking-request'

/** A new booking's form: the first room, the newest hire terms, today's date, and what an enquiry gives. */
export function newBookingValues(admin: Pick<HallAdmin, 'rooms' | 'terms'>, today: string, request?: BookingRequest): BookingInput {
  return {
    roomId: admin.rooms[0]?.id ?? '',
    hirerName: request?.hirerName ?? '',
    hirerEmail: request?.hirerEmail ?? '',
    hirerPhone: request?.hirerPhone ?? '',
    purpose: request?.purpose ?? '',
    date: today,
    startTime: '',
    endTime: '',
    repeat: 'none',
    until: '',
    skipDates: [],
    termsVersion: admin.terms[0]?.version ?? 1,
    withChildren: false,
    safeguardingConfirmed: false,
    enquiryId: request?.enquiryId ?? '',
    notes: '',
    overrideClash: false,
  }
}

/** A stored booking's form, as it was saved, still booked over the clash it was booked over. */
export function bookingValues(booking: Booking): BookingInput {
  const { roomId, hirerName, hirerEmail, hirerPhone, purpose, date, startTime, endTime, repeat, until } = booking
  const { skipDates, termsVersion, withChildren, safeguardingConfirmed, enquiryId, notes } = booking
  return {
    roomId,
    hirerName,
    hirerEmail,
    hirerPhone,
    purpose,
    date,
    startTime,
    endTime,
    repeat,
    until,
    skipDates,
    termsVersion,
    withChildren,
    safeguardingConfirmed,
    enquiryId,
    notes,
    overrideClash: booking.clashOverridden !== null,
  }
}

/** Adds a date to skip once, in date order; a blank date is no date. */
export function withSkipDate(skipDates: readonly string[], date: string): string[] {
  if (!date || skipDates.includes(date)) return [...skipDates]
  return [...skipDates, date].sort()
}

/** What the enquiry's sender wrote as their name, from the hall-hire form's fields. */
export function requestOfEnquiry(id: string, fields: Record<string, unknown>): BookingRequest {
  const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string).trim() : '')
  return {
    enquiryId: id,
    hirerName: [text('firstName'), text('lastName')].filter(Boolean).join(' '),
    hirerEmail: text('email'),
    hirerPhone: text('phone'),
    purpose: text('details'),
    askedFor: text('dates'),
  }
}
