import type { BreakInput } from '~/lib/calendar/break-schema'
import type { LocalDate } from '~/lib/calendar/london-time'
import type { Occurrence } from '~/lib/calendar/occurrences'
import type { Ending } from '~/lib/calendar/recurrence'
import { PLACES, type SeriesInput } from '~/lib/calendar/series-schema'
import { dateWords, timeRangeWords } from '~/lib/calendar/series-words'

/** "Tuesday 2 December 2026". */
export const dayWords = (date: LocalDate) => dateWords(date, 'full')

/** "Tuesday 2 December 2026, 5–8pm", or the date alone for an all-day date. */
export function whenWords(date: LocalDate, startTime: string | null, endTime: string | null): string {
  const times = timeRangeWords(startTime, endTime)
  return times ? `${dayWords(date)}, ${times}` : dayWords(date)
}

const withReason = (words: string, reason: string) => (reason ? `${words}: ${reason}` : words)

/** What is different about one date, in words: "Cancelled: Christmas", "Moved from Tuesday 2 December 2026"; null when nothing is. */
export function occurrenceStatus(occurrence: Occurrence): string | null {
  if (occurrence.onBreak) return withReason('On a break', occurrence.reason)
  if (occurrence.cancelled) return withReason('Cancelled', occurrence.reason)
  if (!occurrence.changed) return null
  const moved = occurrence.on !== occurrence.date ? `Moved from ${dayWords(occurrence.date)}` : 'Changed'
  return withReason(moved, occurrence.reason)
}

/** "The church hall", "Online: on Zoom", "Elsewhere: St Paulinus Church". */
export function placeWords(series: Pick<SeriesInput, 'place' | 'placeDetail'>): string {
  return series.placeDetail ? `${PLACES[series.place]}: ${series.placeDetail}` : PLACES[series.place]
}

/** "For ever", "Until Tuesday 28 July 2026", "12 times in all". */
export function endingWords(ending: Ending): string {
  if (ending.kind === 'until') return `Until ${dayWords(ending.date)}`
  if (ending.kind === 'count') return ending.count === 1 ? 'Once only' : `${ending.count} times in all`
  return 'For ever'
}

/** "August break: Saturday 1 August 2026 to Monday 31 August 2026". */
export function breakWords(pause: BreakInput): string {
  return `${pause.reason || 'A break'}: ${dayWords(pause.from)} to ${dayWords(pause.to)}`
}
