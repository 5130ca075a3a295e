import type { BreakInput } from './break-schema.ts'
import type { ExceptionInput } from './exception-schema.ts'
import { addDays, type LocalDate, type LocalTime } from './london-time.ts'
import { nextMeeting, nextOccurrences, type Occurrence } from './occurrences.ts'
import { datesBetween, type Recurrence } from './recurrence.ts'
import type { Place } from './series-schema.ts'
import { dateWords, seriesWords, timeRangeWords } from './series-words.ts'

/** How many of a series' coming dates the list looks at for the ones cancelled or changed. */
const DATES_LOOKED_AT = 12
/** How far ahead a break is announced. */
const BREAK_NOTICE_DAYS = 90

/** A series as What's On When lists it once: its pattern, its place and what is different about its coming dates. */
export type SeriesInDiary = {
  /** "Every Tuesday, 5–8pm"; for a series of one date, its time ("10am–12pm") or "All day". */
  pattern: string
  /** "At the church hall", "Online, on Zoom". */
  place: string
  /** "Not on 23 December: Christmas", "29 December: moved to Wednesday 30 December, 6–9pm", "On a break from 1 to 31 August: August break". */
  notes: string[]
}

type DiarySeries = {
  title: string
  place: Place
  placeDetail: string
  startTime: LocalTime | null
  endTime: LocalTime | null
  recurrence: Recurrence
  exceptions: readonly ExceptionInput[]
  breaks: readonly BreakInput[]
}

const PLACE_WORDS: Record<Place, (detail: string) => string> = {
  hall: () => 'At the church hall',
  online: (detail) => (detail ? `Online, ${detail}` : 'Online'),
  elsewhere: (detail) => detail,
}

function isSingleDate(recurrence: Recurrence): boolean {
  return datesBetween(recurrence, recurrence.start, addDays(recurrence.start, 400), 2).length === 1
}

function changedNote(occurrence: Occurrence, series: DiarySeries): string {
  const parts = [
    occurrence.on !== occurrence.date ? `moved to ${dateWords(occurrence.on, 'weekdayDayMonth')}` : null,
    occurrence.startTime !== series.startTime || occurrence.endTime !== series.endTime ? timeRangeWords(occurrence.startTime, occurrence.endTime) : null,
    occurrence.title !== series.title ? `as “${occurrence.title}”` : null,
  ].filter(Boolean)
  const reason = occurrence.reason ? ` (${occurrence.reason})` : ''
  return `${dateWords(occurrence.date, 'dayMonth')}: ${parts.join(', ') || 'changed'}${reason}`
}

function breakNote(pause: BreakInput): string {
  return `On a break from ${dateWords(pause.from, 'dayMonth')} to ${dateWords(pause.to, 'dayMonth')}${pause.reason ? `: ${pause.reason}` : ''}`
}

function notesOf(series: DiarySeries, coming: readonly Occurrence[], today: LocalDate): string[] {
  const dateNotes = coming.flatMap((occurrence) => {
    if (occurrence.onBreak) return []
    if (occurrence.cancelled) return [`Not on ${dateWords(occurrence.date, 'dayMonth')}${occurrence.reason ? `: ${occurrence.reason}` : ''}`]
    return occurrence.changed ? [changedNote(occurrence, series)] : []
  })
  const horizon = addDays(today, BREAK_NOTICE_DAYS)
  const breakNotes = series.breaks.filter((pause) => pause.to >= today && pause.from <= horizon).map(breakNote)
  return [...breakNotes, ...dateNotes]
}

/** A series' next meeting from `today` on, and how the list describes it; null once it meets no more. */
export function seriesInDiary(series: DiarySeries, today: LocalDate): { next: Occurrence; details: SeriesInDiary } | null {
  const coming = nextOccurrences(series, today, DATES_LOOKED_AT)
  // Past a long break the next meeting is further on than the dates looked at.
  const next = coming.find((occurrence) => !occurrence.cancelled) ?? nextMeeting(series, today)
  if (!next) return null
  const pattern = isSingleDate(series.recurrence)
    ? (timeRangeWords(series.startTime, series.endTime) ?? 'All day')
    : seriesWords(series.recurrence.pattern, series.startTime, series.endTime)
  return { next, details: { pattern, place: PLACE_WORDS[series.place](series.placeDetail), notes: notesOf(series, coming, today) } }
}
