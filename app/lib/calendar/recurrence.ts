import { addDays, dayNumber, daysBetween, type LocalDate } from './london-time.ts'

/** Days of the week as iCalendar names them, Monday first. */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** How a series repeats. */
export type Pattern =
  /** Every `interval` weeks (counted from the week of its first date, weeks starting on Monday), on the given days. */
  | { kind: 'weekly'; interval: number; weekdays: Weekday[] }
  /** The nth (1 to 4) or last (-1) given weekday of every month. */
  | { kind: 'monthly-weekday'; nth: 1 | 2 | 3 | 4 | -1; weekday: Weekday }
  /** A day of every month; a month without that day is skipped, as iCalendar does. */
  | { kind: 'monthly-day'; day: number }

/** When a series stops: never, after a last date (itself included), or after a number of dates. */
export type Ending = { kind: 'never' } | { kind: 'until'; date: LocalDate } | { kind: 'count'; count: number }

export type Recurrence = {
  /** The series' first date: on or after it, the first date the pattern gives is the first of the series. */
  start: LocalDate
  pattern: Pattern
  ending: Ending
}

/** The day of the week of a date. */
export function weekdayOf(date: LocalDate): Weekday {
  // 1970-01-01 was a Thursday.
  return WEEKDAYS[(((dayNumber(date) + 3) % 7) + 7) % 7]!
}

/** The Monday of a date's week. */
function mondayOf(date: LocalDate): LocalDate {
  return addDays(date, -WEEKDAYS.indexOf(weekdayOf(date)))
}

const yearMonth = (date: LocalDate) => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) })
const localDate = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** The date of the nth (or last, -1) `weekday` of a month, if the month has one. */
function nthWeekday(year: number, month: number, nth: number, weekday: Weekday): LocalDate | null {
  const target = WEEKDAYS.indexOf(weekday)
  if (nth > 0) {
    const first = WEEKDAYS.indexOf(weekdayOf(localDate(year, month, 1)))
    const day = 1 + ((target - first + 7) % 7) + (nth - 1) * 7
    return day <= daysInMonth(year, month) ? localDate(year, month, day) : null
  }
  const lastDay = daysInMonth(year, month)
  const last = WEEKDAYS.indexOf(weekdayOf(localDate(year, month, lastDay)))
  return localDate(year, month, lastDay - ((last - target + 7) % 7))
}

/** The pattern's dates from `start` on, in order, without end. */
function* patternDates(start: LocalDate, pattern: Pattern): Generator<LocalDate> {
  if (pattern.kind === 'weekly') {
    const days = [...new Set(pattern.weekdays)].sort((a, b) => WEEKDAYS.indexOf(a) - WEEKDAYS.indexOf(b))
    if (days.length === 0) return
    for (let week = mondayOf(start); ; week = addDays(week, 7 * pattern.interval)) {
      for (const day of days) {
        const date = addDays(week, WEEKDAYS.indexOf(day))
        if (date >= start) yield date
      }
    }
  }
  let { year, month } = yearMonth(start)
  for (;;) {
    const date =
      pattern.kind === 'monthly-day'
        ? pattern.day <= daysInMonth(year, month)
          ? localDate(year, month, pattern.day)
          : null
        : nthWeekday(year, month, pattern.nth, pattern.weekday)
    if (date && date >= start) yield date
    month += 1
    if (month > 12) {
      month = 1
      year += 1
    }
  }
}

/**
 * Where to start walking the pattern to reach `from` soon: the first day of the week (of the
 * series' fortnight) or of the month that holds `from`. A series that ends after a number of dates
 * is walked from its start, to count them.
 */
function walkFrom({ start, pattern, ending }: Recurrence, from: LocalDate): LocalDate {
  if (ending.kind === 'count' || from <= start) return start
  if (pattern.kind === 'weekly') {
    const firstWeek = mondayOf(start)
    const weeks = Math.floor(daysBetween(firstWeek, from) / 7)
    const week = addDays(firstWeek, (weeks - (weeks % pattern.interval)) * 7)
    return week > start ? week : start
  }
  return `${from.slice(0, 8)}01` > start ? `${from.slice(0, 8)}01` : start
}

/**
 * The dates of a series from `from` to `to` (both included), at most `limit` of them: a series
 * without end is only ever expanded for a window, never for ever.
 */
export function datesBetween(recurrence: Recurrence, from: LocalDate, to: LocalDate, limit = 1000): LocalDate[] {
  const { ending } = recurrence
  const dates: LocalDate[] = []
  let number = 0
  for (const date of patternDates(walkFrom(recurrence, from), recurrence.pattern)) {
    number += 1
    if (date > to || (ending.kind === 'until' && date > ending.date) || (ending.kind === 'count' && number > ending.count)) break
    if (date >= from) dates.push(date)
    if (dates.length >= limit) break
  }
  return dates
}

/** The series' first date: the first the pattern gives on or after its start. */
export function firstDate(recurrence: Recurrence): LocalDate | null {
  return datesBetween(recurrence, recurrence.start, addDays(recurrence.start, 366 * 5), 1)[0] ?? null
}
