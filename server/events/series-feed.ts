import { addDays, type LocalDate, type LocalTime } from '../../app/lib/calendar/london-time.ts'
import { localDateTimeProperty, rruleOf } from '../../app/lib/calendar/icalendar-rules.ts'
import { firstDate, type Recurrence } from '../../app/lib/calendar/recurrence.ts'
import { escapeText, utcDateTimeValue } from './icalendar.ts'

/** One date of a series, changed: cancelled with a reason, or moved, retimed or retitled. */
export type SeriesException =
  | { date: LocalDate; kind: 'cancelled'; reason: string }
  | { date: LocalDate; kind: 'changed'; newDate: LocalDate; newStartTime: LocalTime | null; newEndTime: LocalTime | null; newTitle: string | null }

/** A series as the feed writes it. */
export type FeedSeries = {
  id: string
  title: string
  description: string
  location: string
  /** Null for an all-day series. */
  startTime: LocalTime | null
  endTime: LocalTime | null
  recurrence: Recurrence
  exceptions: readonly SeriesException[]
  /** Moved on at every change, with `updatedAt`, so calendar programs take the change. */
  sequence: number
  updatedAt: Date
}

/** Where one date starts and ends: a time on London's clock with its zone, or the whole day. */
function whenLines(date: LocalDate, startTime: LocalTime | null, endTime: LocalTime | null): string[] {
  if (startTime === null || endTime === null) return [localDateTimeProperty('DTSTART', date, null), localDateTimeProperty('DTEND', addDays(date, 1), null)]
  return [localDateTimeProperty('DTSTART', date, startTime), localDateTimeProperty('DTEND', date, endTime)]
}

function commonLines(series: FeedSeries, host: string, title: string): string[] {
  return [
    `UID:series-${series.id}@${host}`,
    `DTSTAMP:${utcDateTimeValue(series.updatedAt)}`,
    `LAST-MODIFIED:${utcDateTimeValue(series.updatedAt)}`,
    `SEQUENCE:${series.sequence}`,
    `SUMMARY:${escapeText(title)}`,
    ...(series.description ? [`DESCRIPTION:${escapeText(series.description)}`] : []),
    ...(series.location ? [`LOCATION:${escapeText(series.location)}`] : []),
  ]
}

/**
 * A series as calendar programs read it: one VEVENT with its RRULE from its first date, an EXDATE
 * for each cancelled date, and a VEVENT with the same UID and a RECURRENCE-ID for each changed one,
 * every time on London's clock with its TZID (the feed carries London's VTIMEZONE).
 */
export function seriesEventLines(series: FeedSeries, host: string): string[] {
  const start = firstDate(series.recurrence)
  if (!start) return []
  const allDay = series.startTime === null
  const cancelled = series.exceptions.filter((exception) => exception.kind === 'cancelled')
  const changed = series.exceptions.filter((exception) => exception.kind === 'changed')
  const master = [
    'BEGIN:VEVENT',
    ...commonLines(series, host, series.title),
    ...whenLines(start, series.startTime, series.endTime),
    rruleOf(series.recurrence, allDay),
    ...cancelled.map((exception) => localDateTimeProperty('EXDATE', exception.date, series.startTime)),
    'END:VEVENT',
  ]
  const overrides = changed.flatMap((exception) => [
    'BEGIN:VEVENT',
    ...commonLines(series, host, exception.newTitle ?? series.title),
    localDateTimeProperty('RECURRENCE-ID', exception.date, series.startTime),
    ...whenLines(exception.newDate, exception.newStartTime ?? series.startTime, exception.newEndTime ?? series.endTime),
    'END:VEVENT',
  ])
  return [...master, ...overrides]
}
