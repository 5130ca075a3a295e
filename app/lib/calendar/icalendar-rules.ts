import { addDays, CALENDAR_TIME_ZONE, type LocalDate, londonInstants, type LocalTime } from './london-time.ts'
import type { Recurrence } from './recurrence.ts'

/**
 * Europe/London as rules, not a list of dates, so a calendar program works out every year itself:
 * without a VTIMEZONE Outlook shows a feed's events an hour out once the clocks change.
 */
export const LONDON_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${CALENDAR_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'TZNAME:BST',
  'DTSTART:19810329T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'TZNAME:GMT',
  'DTSTART:19961027T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
] as const

const compact = (date: LocalDate) => date.replaceAll('-', '')

/** A DTSTART or DTEND line's name and value: a date for an all-day event, else London's clock with its TZID. */
export function localDateTimeProperty(name: 'DTSTART' | 'DTEND' | 'RECURRENCE-ID' | 'EXDATE', date: LocalDate, time: LocalTime | null): string {
  if (time === null) return `${name};VALUE=DATE:${compact(date)}`
  return `${name};TZID=${CALENDAR_TIME_ZONE}:${compact(date)}T${time.replace(':', '')}00`
}

/**
 * The series as an RRULE. UNTIL is the last moment of the last day: in UTC for a series with a time
 * (RFC 5545 asks for UTC beside a DTSTART with a TZID), a date for an all-day one.
 */
export function rruleOf({ pattern, ending }: Recurrence, allDay: boolean): string {
  const parts =
    pattern.kind === 'weekly'
      ? ['FREQ=WEEKLY', ...(pattern.interval > 1 ? [`INTERVAL=${pattern.interval}`] : []), `BYDAY=${pattern.weekdays.join(',')}`, 'WKST=MO']
      : pattern.kind === 'monthly-weekday'
        ? ['FREQ=MONTHLY', `BYDAY=${pattern.nth}${pattern.weekday}`]
        : ['FREQ=MONTHLY', `BYMONTHDAY=${pattern.day}`]
  if (ending.kind === 'count') parts.push(`COUNT=${ending.count}`)
  if (ending.kind === 'until') parts.push(`UNTIL=${allDay ? compact(ending.date) : untilInstant(ending.date)}`)
  return `RRULE:${parts.join(';')}`
}

/** The last second of a London day, in UTC, as iCalendar writes it. */
function untilInstant(date: LocalDate): string {
  const nextMidnight = londonInstants(addDays(date, 1), '00:00')[0]!
  return new Date(nextMidnight.getTime() - 1000)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}
