import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../forms/validation.ts'
import { datesBetween } from '../calendar/recurrence.ts'
import { bookingRecurrence, bookingSchema, repeatOf } from './booking-schema.ts'

const brownies = {
  roomId: '6f1c7a52-8f43-4c6e-9d59-0d1f3f3b6a11',
  hirerName: 'Ann Hirer',
  hirerEmail: 'ann@example.com',
  hirerPhone: '',
  purpose: 'Brownies',
  date: '2027-01-06',
  startTime: '18:00',
  endTime: '19:30',
  repeat: 'weekly',
  until: '2027-03-31',
  skipDates: ['2027-02-17'],
  termsVersion: 1,
  withChildren: true,
  safeguardingConfirmed: true,
  enquiryId: '',
  notes: '',
  overrideClash: false,
}

const errorsOf = (input: unknown) => {
  const result = v.safeParse(bookingSchema, input)
  return result.success ? {} : fieldErrors(result.issues)
}

describe('bookingSchema', () => {
  it('takes a weekly booking with a skipped date', () => {
    expect(v.parse(bookingSchema, { ...brownies, hirerName: '  Ann Hirer ' })).toEqual({ ...brownies, hirerName: 'Ann Hirer' })
  })

  it('names the field of each refusal', () => {
    expect(errorsOf({ ...brownies, endTime: '17:00' })).toEqual({ endTime: 'End time must be after the start time' })
    expect(errorsOf({ ...brownies, until: '' })).toEqual({ until: 'Last date is required for a repeating booking' })
    expect(errorsOf({ ...brownies, until: '2027-01-01' })).toEqual({ until: 'Last date must be on or after the first date' })
    expect(errorsOf({ ...brownies, until: '2029-01-07' })).toEqual({ until: 'Last date must be at most 2 years after the first date' })
    expect(errorsOf({ ...brownies, skipDates: ['2027-02-18'] })).toEqual({
      skipDates: 'Skipped dates: Thursday 18 February 2027 is not a date of this booking',
    })
    expect(errorsOf({ ...brownies, safeguardingConfirmed: false })).toHaveProperty('safeguardingConfirmed')
    expect(errorsOf({ ...brownies, hirerEmail: 'ann' })).toHaveProperty('hirerEmail')
    expect(errorsOf({ ...brownies, purpose: '' })).toEqual({ purpose: 'Purpose is required' })
    expect(errorsOf({ ...brownies, termsVersion: 0 })).toHaveProperty('termsVersion')
    expect(errorsOf({ ...brownies, roomId: 'hall' })).toHaveProperty('roomId')
  })

  it('allows two years of dates and no more', () => {
    expect(errorsOf({ ...brownies, skipDates: [], until: '2029-01-06' })).toEqual({})
    expect(errorsOf({ ...brownies, skipDates: [], until: '2900-01-06' })).toHaveProperty('until')
  })

  it('refuses a time the clocks skip or repeat on a date of the booking', () => {
    const march = { ...brownies, date: '2027-03-07', until: '2027-04-04', skipDates: [], repeat: 'weekly', startTime: '00:30', endTime: '01:30' }
    expect(errorsOf(march)).toEqual({
      endTime: 'End time: 01:30 does not exist on Sunday 28 March 2027, when the clocks go forward an hour; choose another time',
    })
    expect(errorsOf({ ...march, until: '2027-03-21' })).toEqual({})
  })

  it('keeps one date for no repeat, and refuses skipping it', () => {
    const once = { ...brownies, repeat: 'none', until: '2027-05-05', skipDates: [] }
    expect(v.parse(bookingSchema, once).until).toBe('')
    expect(errorsOf({ ...once, skipDates: ['2027-01-06'] })).toEqual({ skipDates: 'Skipped dates: a booking must keep at least one date' })
  })
})

describe('bookingRecurrence', () => {
  it('repeats monthly on the same weekday of the month, the last when the first date is a fifth', () => {
    const monthly = bookingRecurrence({ date: '2027-01-29', repeat: 'monthly', until: '2027-04-30' })
    expect(datesBetween(monthly, '2027-01-01', '2027-04-30')).toEqual(['2027-01-29', '2027-02-26', '2027-03-26', '2027-04-30'])
    expect(datesBetween(bookingRecurrence({ date: '2027-01-06', repeat: 'fortnightly', until: '2027-02-03' }), '2027-01-01', '2027-12-31')).toEqual([
      '2027-01-06',
      '2027-01-20',
      '2027-02-03',
    ])
  })

  it('reads back as the dashboard sent it', () => {
    for (const repeat of ['none', 'weekly', 'fortnightly', 'monthly'] as const) {
      const sent = { date: '2027-01-06', repeat, until: repeat === 'none' ? '' : '2027-06-30' }
      expect(repeatOf(bookingRecurrence(sent))).toEqual(sent)
    }
  })
})
