/**
 * Wall-clock times in the church's time zone, Europe/London. A calendar keeps the day and the time
 * on the clock ("Tuesday, 17:00"), never an instant, so 10:30 stays 10:30 across the change to BST.
 * An instant is worked out only to show or compare, and a time that the clocks skip or pass twice
 * is refused where it is entered.
 */

export const CALENDAR_TIME_ZONE = 'Europe/London'

/** A day as YYYY-MM-DD, and a time on the clock as HH:MM (24-hour). */
export type LocalDate = string
export type LocalTime = string

const MINUTE_MS = 60_000

const offsetFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: CALENDAR_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** The wall clock in London at an instant, as "YYYY-MM-DD HH:MM". */
function londonClock(instant: number): string {
  const parts = Object.fromEntries(offsetFormat.formatToParts(instant).map((part) => [part.type, part.value]))
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`
}

/** Milliseconds of a day and a time read as if they were UTC. */
export function asUtcMs(date: LocalDate, time: LocalTime = '00:00'): number {
  const [year, month, day] = [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))]
  return Date.UTC(year, month - 1, day, Number(time.slice(0, 2)), Number(time.slice(3, 5)))
}

const twoDigits = (value: number) => (value < 10 ? `0${value}` : String(value))

/**
 * Every instant at which London's clock shows `time` on `date`: one on most days, none for a time
 * the clocks skip in March, two for a time they pass twice in October. London is GMT or BST, so an
 * instant is the clock read as UTC, less nothing or an hour.
 */
export function londonInstants(date: LocalDate, time: LocalTime): Date[] {
  const clock = asUtcMs(date, time)
  return [clock - 60 * MINUTE_MS, clock].filter((instant) => londonClock(instant) === `${date} ${time}`).map((instant) => new Date(instant))
}

export type ClockProblem = 'skipped' | 'repeated'

/** Whether London's clock skips `time` on `date` (spring), or shows it twice (autumn). */
export function clockProblem(date: LocalDate, time: LocalTime): ClockProblem | null {
  const instants = londonInstants(date, time).length
  return instants === 0 ? 'skipped' : instants === 2 ? 'repeated' : null
}

/** The instant a calendar time starts, for showing and sorting; a repeated time is its first, a skipped one an hour later. */
export function londonInstant(date: LocalDate, time: LocalTime): Date {
  return londonInstants(date, time)[0] ?? new Date(asUtcMs(date, time))
}

/** The day after `date`, or `days` later. */
export function addDays(date: LocalDate, days: number): LocalDate {
  return civilDate(dayNumber(date) + days)
}

/**
 * Days since 1970-01-01 of a date, and back, by arithmetic on the proleptic Gregorian calendar
 * (H. Hinnant's days_from_civil): a calendar expands many dates, and a Date object for each is slow.
 */
export function dayNumber(date: LocalDate): number {
  const month = Number(date.slice(5, 7))
  const year = Number(date.slice(0, 4)) - (month <= 2 ? 1 : 0)
  const era = Math.floor(year / 400)
  const yearOfEra = year - era * 400
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + Number(date.slice(8, 10)) - 1
  return era * 146097 + yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear - 719468
}

function civilDate(days: number): LocalDate {
  const shifted = days + 719468
  const era = Math.floor(shifted / 146097)
  const dayOfEra = shifted - era * 146097
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365)
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100))
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153)
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
  return `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(day)}`
}

/** Whole days from `from` to `to`. */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return dayNumber(to) - dayNumber(from)
}

/** Today in London. */
export function londonToday(now = new Date()): LocalDate {
  return londonClock(now.getTime()).slice(0, 10)
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** True for a day that exists on the calendar, written YYYY-MM-DD (so not 2025-02-30). */
export function isCalendarDay(value: string): boolean {
  const match = CALENDAR_DAY.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return year >= 1900 && year <= 9999 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}
