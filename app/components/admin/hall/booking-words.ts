import { clock, dateWords, patternWords } from '~/lib/calendar/series-words'
import type { Booking, BookingInput, BookingStatus, Repeat } from '~/lib/hall/admin-types'
import { bookingRecurrence } from '~/lib/hall/booking-schema'

export const STATUS_WORDS: Record<BookingStatus, string> = {
  provisional: 'Provisional',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
}

export const REPEAT_CHOICES: [Repeat, string][] = [
  ['none', 'Does not repeat'],
  ['weekly', 'Every week'],
  ['fortnightly', 'Every 2nd week'],
  ['monthly', 'Every month'],
]

/** "21 July 2027": a date in words with its year, without the weekday. */
export const dayMonthYear = (date: string) => `${dateWords(date, 'dayMonth')} ${date.slice(0, 4)}`

/** "7pm to 9pm". */
export const timesWords = (start: string, end: string) => `${clock(start)} to ${clock(end)}`

/** "Every Tuesday, 7pm to 9pm, until 21 July 2027", or for one date "Saturday 5 December 2026, 1pm to 5pm". */
export function whenWords(booking: Pick<BookingInput, 'date' | 'repeat' | 'until' | 'startTime' | 'endTime'>): string {
  const times = timesWords(booking.startTime, booking.endTime)
  if (booking.repeat === 'none') return `${dateWords(booking.date, 'full')}, ${times}`
  return `${patternWords(bookingRecurrence(booking).pattern)}, ${times}, until ${dayMonthYear(booking.until)}`
}

/** "17 February 2027 and 14 April 2027", the dates a booking skips, or null when it skips none. */
export function skipWords(skipDates: readonly string[]): string | null {
  if (skipDates.length === 0) return null
  const words = skipDates.map(dayMonthYear)
  return words.length === 1 ? (words[0] ?? null) : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}

/** What the administrator may do with a booking now. */
export function nextSteps(status: Booking['status']): ('confirmed' | 'declined' | 'cancelled')[] {
  if (status === 'provisional') return ['confirmed', 'declined']
  if (status === 'confirmed') return ['cancelled']
  return []
}
