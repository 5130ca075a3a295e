import { TZDate } from '@date-fns/tz'
import { format, isValid, parseISO } from 'date-fns'
import { CHURCH_TIME_ZONE } from '../../content/time-zone.ts'

export { CHURCH_TIME_ZONE }

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** Today's date in the church's time zone, as 'YYYY-MM-DD'. */
export function churchToday(now: Date = new Date()): string {
  return format(new TZDate(now, CHURCH_TIME_ZONE), 'yyyy-MM-dd')
}

/** Reads a calendar day ('YYYY-MM-DD') as that day, whatever the reader's own time zone. */
export function parseCalendarDay(day: string): Date {
  const date = ISO_DAY.test(day) ? parseISO(day) : new Date(Number.NaN)
  if (!isValid(date)) throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${day}`)
  return date
}

/** An event's date as the site shows it: 'Saturday, December 13, 2025' (EEEE, MMMM d, yyyy). */
export function formatEventDate(day: string): string {
  return format(parseCalendarDay(day), 'EEEE, MMMM d, yyyy')
}

/** A short date as the admin lists show it: 'Dec 13, 2025' (MMM d, yyyy), in UK time. */
export function formatShortDate(instant: Date | string): string {
  return format(new TZDate(new Date(instant), CHURCH_TIME_ZONE), 'MMM d, yyyy')
}
