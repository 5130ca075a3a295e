import { type BreakInput, inBreak } from './break-schema.ts'
import type { ExceptionInput } from './exception-schema.ts'
import { addDays, daysBetween, type LocalDate, type LocalTime } from './london-time.ts'
import { datesBetween, type Recurrence } from './recurrence.ts'

/** One date of a series as people will meet it, its exception applied. */
export type Occurrence = {
  /** The date the pattern gives, which names this occurrence. */
  date: LocalDate
  /** Where it is now: the same date, or the date it was moved to. */
  on: LocalDate
  startTime: LocalTime | null
  endTime: LocalTime | null
  title: string
  /** Cancelled dates are kept, with their reason, so the list can say "not on 23 December". */
  cancelled: boolean
  /** Cancelled because the series is on a break then. */
  onBreak: boolean
  reason: string
  changed: boolean
}

type SeriesDates = {
  title: string
  startTime: LocalTime | null
  endTime: LocalTime | null
  recurrence: Recurrence
  exceptions: readonly ExceptionInput[]
  breaks?: readonly BreakInput[]
}

/** How far ahead a series is looked at for its next dates: a year, so a monthly series shows twelve. */
const LOOK_AHEAD_DAYS = 366

/** A date the pattern gives, as people will meet it: on a break, cancelled, changed, or as the series says. */
function occurrenceOf(series: SeriesDates, date: LocalDate, exception: ExceptionInput | undefined): Occurrence {
  const base = {
    date,
    on: date,
    startTime: series.startTime,
    endTime: series.endTime,
    title: series.title,
    cancelled: false,
    onBreak: false,
    reason: '',
    changed: false,
  }
  const pause = inBreak(date, series.breaks ?? [])
  if (pause) return { ...base, cancelled: true, onBreak: true, reason: pause.reason }
  if (!exception) return base
  if (exception.kind === 'cancelled') return { ...base, cancelled: true, reason: exception.reason }
  return {
    ...base,
    on: exception.newDate,
    startTime: exception.newStartTime ?? series.startTime,
    endTime: exception.newEndTime ?? series.endTime,
    title: exception.newTitle ?? series.title,
    reason: exception.reason,
    changed: true,
  }
}

/**
 * Every date of a series that people meet on from `from` to `to` (both included), however far
 * ahead, at most `limit` of the pattern's: cancelled ones left out, moved ones where they now are.
 */
export function meetingsBetween(series: SeriesDates, from: LocalDate, to: LocalDate, limit: number): Occurrence[] {
  const exceptions = new Map(series.exceptions.map((exception) => [exception.date, exception]))
  const movedIn = series.exceptions
    .filter(
      (exception) => exception.kind === 'changed' && exception.newDate >= from && exception.newDate <= to && (exception.date < from || exception.date > to),
    )
    .filter((exception) => datesBetween(series.recurrence, exception.date, exception.date, 1).length === 1)
    .map((exception) => exception.date)
  return [...datesBetween(series.recurrence, from, to, limit), ...movedIn]
    .map((date) => occurrenceOf(series, date, exceptions.get(date)))
    .filter((occurrence) => !occurrence.cancelled && occurrence.on >= from && occurrence.on <= to)
}

/**
 * The next `count` dates of a series from `from` on, each with its exception applied: cancelled
 * ones marked, moved or retitled ones as they now are. A date moved to before `from` is left out.
 */
export function nextOccurrences(series: SeriesDates, from: LocalDate, count: number): Occurrence[] {
  const exceptions = new Map(series.exceptions.map((exception) => [exception.date, exception]))
  // A date moved later than its own can come after `from` (look back to it), or one moved earlier before it (look further on).
  const moved = series.exceptions.filter((exception) => exception.kind === 'changed' && exception.newDate !== exception.date)
  const lookBack = moved.reduce(
    (earliest, exception) => (exception.kind === 'changed' && exception.newDate >= from && exception.date < earliest ? exception.date : earliest),
    from,
  )
  const dates = datesBetween(series.recurrence, lookBack, addDays(from, LOOK_AHEAD_DAYS), count + moved.length + daysBetween(lookBack, from))
  const occurrences = dates.map((date) => occurrenceOf(series, date, exceptions.get(date)))
  return occurrences
    .filter((occurrence) => occurrence.on >= from)
    .sort((a, b) => (a.on === b.on ? (a.startTime ?? '').localeCompare(b.startTime ?? '') : a.on < b.on ? -1 : 1))
    .slice(0, count)
}

/** The next date a series really meets on, from `from` on: its first not cancelled. */
export function nextMeeting(series: SeriesDates, from: LocalDate): Occurrence | null {
  return nextOccurrences(series, from, 60).find((occurrence) => !occurrence.cancelled) ?? null
}
