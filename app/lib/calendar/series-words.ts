import type { LocalDate, LocalTime } from './london-time.ts'
import { type Pattern, WEEKDAYS, type Weekday, weekdayOf } from './recurrence.ts'

export const DAY_NAMES: Record<Weekday, string> = { MO: 'Monday', TU: 'Tuesday', WE: 'Wednesday', TH: 'Thursday', FR: 'Friday', SA: 'Saturday', SU: 'Sunday' }
const NTH = { 1: 'first', 2: 'second', 3: 'third', 4: 'fourth', [-1]: 'last' } as const

/** "Tuesday", "Tuesday and Thursday", "Monday, Wednesday and Friday", in the week's order; "Tuesdays" with `plural`. */
function dayList(days: readonly Weekday[], plural = false): string {
  const names = [...new Set(days)].sort((a, b) => WEEKDAYS.indexOf(a) - WEEKDAYS.indexOf(b)).map((day) => `${DAY_NAMES[day]}${plural ? 's' : ''}`)
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

/** The days as the church's sentences name them: "Wednesday" (`plural`: "Tuesdays") for every week, else as a sentence starts. */
export function dayWords(pattern: Pattern, plural: boolean): string {
  return pattern.kind === 'weekly' && pattern.interval === 1 ? dayList(pattern.weekdays, plural) : patternWords(pattern)
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** A date in words without commas: "23 December", "Wednesday 30 December", or with `full` "Sunday 28 March 2027". */
export function dateWords(date: LocalDate, style: 'dayMonth' | 'weekdayDayMonth' | 'full'): string {
  const dayMonth = `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`
  if (style === 'dayMonth') return dayMonth
  const withWeekday = `${DAY_NAMES[weekdayOf(date)]} ${dayMonth}`
  return style === 'full' ? `${withWeekday} ${date.slice(0, 4)}` : withWeekday
}

function ordinal(day: number): string {
  const suffix = day % 100 >= 11 && day % 100 <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th')
  return `${day}${suffix}`
}

/** How a series repeats, as a sentence starts: "Every Tuesday", "Every other Sunday", "The last Friday of the month". */
export function patternWords(pattern: Pattern): string {
  if (pattern.kind === 'weekly') return `Every ${pattern.interval === 2 ? 'other ' : ''}${dayList(pattern.weekdays)}`
  if (pattern.kind === 'monthly-weekday') return `The ${NTH[pattern.nth]} ${DAY_NAMES[pattern.weekday]} of the month`
  return `The ${ordinal(pattern.day)} of the month`
}

/** A time as the church's pages write it: "5pm", "10:30am", "12pm". */
export function clock(time: LocalTime, withMeridiem = true): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number]
  const hour = hours % 12 === 0 ? 12 : hours % 12
  return `${hour}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}${withMeridiem ? (hours < 12 ? 'am' : 'pm') : ''}`
}

/** "5–8pm", "10am–12:30pm" (or with `dash` "5-8pm", as the spec's pages write it), or null for an all-day series. */
export function timeRangeWords(start: LocalTime | null, end: LocalTime | null, dash = '–'): string | null {
  if (start === null || end === null) return null
  const sameHalf = start < '12:00' === end < '12:00'
  return `${clock(start, !sameHalf)}${dash}${clock(end)}`
}

/** A series in a line, as What's On When lists it: "Every Tuesday, 5–8pm". */
export function seriesWords(pattern: Pattern, start: LocalTime | null, end: LocalTime | null): string {
  const times = timeRangeWords(start, end)
  return times ? `${patternWords(pattern)}, ${times}` : patternWords(pattern)
}
