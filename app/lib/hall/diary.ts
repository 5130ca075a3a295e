import { addDays, type LocalDate, type LocalTime } from '../calendar/london-time.ts'
import { meetingsBetween } from '../calendar/occurrences.ts'
import type { ExceptionInput } from '../calendar/exception-schema.ts'
import type { BreakInput } from '../calendar/break-schema.ts'
import { datesBetween, type Recurrence } from '../calendar/recurrence.ts'

/**
 * One use of a room on one date, on London's clock, as the diary holds it: the church's own (a
 * date of a calendar series at the hall) or a hirer's booking. Minutes count from midnight, so an
 * all-day use is 0 to 1440.
 */
export type DiaryEntry = {
  roomId: string
  date: LocalDate
  startMinute: number
  endMinute: number
  /** What it is, for the dashboard only: the public page never shows it. */
  kind: 'church' | 'booking'
  /** The series or the booking it is a date of. */
  sourceId: string
  title: string
}

export const DAY_MINUTES = 24 * 60

export function minuteOf(time: LocalTime): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
}

export function timeOf(minute: number): LocalTime {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`
}

/** A series of the calendar, as the diary reads it: its dates at the hall, its exceptions and breaks applied. */
export type HallSeries = {
  id: string
  title: string
  startTime: LocalTime | null
  endTime: LocalTime | null
  recurrence: Recurrence
  exceptions: readonly ExceptionInput[]
  breaks: readonly BreakInput[]
}

/** How many dates of one series or booking a window may hold: a daily use for a year and more. */
const DATES_PER_WINDOW = 1000

/** The dates a series of the calendar uses its room from `from` to `to` (both included): cancelled and on-break dates are free. */
export function seriesEntries(series: HallSeries, roomId: string, from: LocalDate, to: LocalDate): DiaryEntry[] {
  return meetingsBetween(series, from, to, DATES_PER_WINDOW).map((occurrence) => ({
    roomId,
    date: occurrence.on,
    startMinute: occurrence.startTime ? minuteOf(occurrence.startTime) : 0,
    endMinute: occurrence.endTime ? minuteOf(occurrence.endTime) : DAY_MINUTES,
    kind: 'church',
    sourceId: series.id,
    title: occurrence.title,
  }))
}

/** A booking as the diary reads it. */
export type BookingTimes = {
  id: string
  roomId: string
  title: string
  startTime: LocalTime
  endTime: LocalTime
  recurrence: Recurrence
  skipDates: readonly LocalDate[]
}

/** The dates of a booking, its skipped dates left out. */
export function bookingDates(booking: Pick<BookingTimes, 'recurrence' | 'skipDates'>, from: LocalDate, to: LocalDate): LocalDate[] {
  const skipped = new Set(booking.skipDates)
  return datesBetween(booking.recurrence, from, to, DATES_PER_WINDOW + skipped.size).filter((date) => !skipped.has(date))
}

export function bookingEntries(booking: BookingTimes, from: LocalDate, to: LocalDate): DiaryEntry[] {
  return bookingDates(booking, from, to).map((date) => ({
    roomId: booking.roomId,
    date,
    startMinute: minuteOf(booking.startTime),
    endMinute: minuteOf(booking.endTime),
    kind: 'booking',
    sourceId: booking.id,
    title: booking.title,
  }))
}

/** Two uses of one room clash when they meet on the same date with less than the turnaround time between them. */
export function clashes(a: DiaryEntry, b: DiaryEntry, turnaroundMinutes: number): boolean {
  return a.roomId === b.roomId && a.date === b.date && a.startMinute < b.endMinute + turnaroundMinutes && b.startMinute < a.endMinute + turnaroundMinutes
}

/** Each of the new entries' clashes with the diary's, in date order; an entry never clashes with the booking it belongs to. */
export function findClashes(
  entries: readonly DiaryEntry[],
  diary: readonly DiaryEntry[],
  turnaroundMinutes: number,
): { entry: DiaryEntry; with: DiaryEntry }[] {
  const byDay = new Map<string, DiaryEntry[]>()
  for (const held of diary) byDay.set(`${held.roomId} ${held.date}`, [...(byDay.get(`${held.roomId} ${held.date}`) ?? []), held])
  return entries
    .flatMap((entry) =>
      (byDay.get(`${entry.roomId} ${entry.date}`) ?? [])
        .filter((held) => held.sourceId !== entry.sourceId && clashes(entry, held, turnaroundMinutes))
        .map((held) => ({ entry, with: held })),
    )
    .sort((a, b) => (a.entry.date === b.entry.date ? a.entry.startMinute - b.entry.startMinute : a.entry.date < b.entry.date ? -1 : 1))
}

/** The parts of a day the public availability shows, on London's clock. */
export const DAY_PARTS = [
  { id: 'morning', label: 'Morning', from: '08:00', to: '13:00', words: '8am to 1pm' },
  { id: 'afternoon', label: 'Afternoon', from: '13:00', to: '17:00', words: '1pm to 5pm' },
  { id: 'evening', label: 'Evening', from: '17:00', to: '22:00', words: '5pm to 10pm' },
] as const
export type DayPartId = (typeof DAY_PARTS)[number]['id']

/** How far ahead the public availability looks: eight weeks from today. */
export const AVAILABILITY_DAYS = 56

export type DayAvailability = { date: LocalDate; parts: { part: DayPartId; free: boolean }[] }

/**
 * Whether each part of each day from `from` is free for the whole of it: a use of the room,
 * with its setting up and clearing down, in any of a part makes it booked.
 */
export function availability(entries: readonly DiaryEntry[], from: LocalDate, days: number, turnaroundMinutes: number): DayAvailability[] {
  const byDate = new Map<LocalDate, DiaryEntry[]>()
  for (const entry of entries) byDate.set(entry.date, [...(byDate.get(entry.date) ?? []), entry])
  return Array.from({ length: days }, (_, index) => {
    const date = addDays(from, index)
    const held = byDate.get(date) ?? []
    return {
      date,
      parts: DAY_PARTS.map((part) => {
        const [start, end] = [minuteOf(part.from), minuteOf(part.to)]
        const free = !held.some((entry) => entry.startMinute - turnaroundMinutes < end && start < entry.endMinute + turnaroundMinutes)
        return { part: part.id, free }
      }),
    }
  })
}
