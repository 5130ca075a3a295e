/** What the dashboard sends and reads for the hall's diary. */

/** How a booking repeats; monthly is the same weekday of the month as the first date (its nth, or the last when it is the 5th). */
export type Repeat = 'none' | 'weekly' | 'fortnightly' | 'monthly'

export type BookingInput = {
  roomId: string
  /** 1 to 120 characters */
  hirerName: string
  hirerEmail: string
  /** 0 to 40 characters, '' when not given */
  hirerPhone: string
  /** 1 to 500 characters */
  purpose: string
  /** the first date, YYYY-MM-DD */
  date: string
  /** HH:MM */
  startTime: string
  /** HH:MM, after the start */
  endTime: string
  repeat: Repeat
  /** '' for no repeat; required for a repeat, at most 2 years after the first date */
  until: string
  /** each a date of the booking; at most 200 */
  skipDates: string[]
  /** an existing version of the hire terms (the dashboard offers the newest) */
  termsVersion: number
  withChildren: boolean
  /** must be true when withChildren */
  safeguardingConfirmed: boolean
  /** '' or the id of a hall-hire enquiry */
  enquiryId: string
  /** 0 to 2000 characters */
  notes: string
  /** book over a clash knowingly */
  overrideClash: boolean
}

export type BookingStatus = 'provisional' | 'confirmed' | 'declined' | 'cancelled'

export type Booking = Omit<BookingInput, 'overrideClash'> & {
  id: string
  roomName: string
  hirerId: string
  status: BookingStatus
  /** what it was knowingly booked over */
  clashOverridden: string | null
  /** up to the next 6 dates from today */
  nextDates: string[]
  /** dates from today on */
  dateCount: number
  createdAt: string
  updatedAt: string
  decidedAt: string | null
  /** whether the hirer has a private feed link */
  hirerFeed: boolean
}

export type HallAdmin = {
  rooms: { id: string; name: string; position: number; usedByCalendar: boolean }[]
  turnaroundMinutes: number
  /** newest first */
  terms: { version: number; text: string; introducedAt: string }[]
  /** the administrators' feed; its link is shown only when made */
  feed: { renewedAt: string | null }
  /** provisional first, then confirmed with dates to come, then the rest from the last 90 days; by next date */
  bookings: Booking[]
}

export type DiaryDay = {
  date: string
  entries: {
    roomId: string
    start: string
    end: string
    kind: 'church' | 'booking'
    title: string
    status: BookingStatus | null
    bookingId: string | null
  }[]
}
