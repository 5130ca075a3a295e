import type { BreakInput } from '../../app/lib/calendar/break-schema.ts'
import { inBreak } from '../../app/lib/calendar/break-schema.ts'
import { addDays, type LocalDate } from '../../app/lib/calendar/london-time.ts'
import { datesBetween } from '../../app/lib/calendar/recurrence.ts'
import type { Place } from '../../app/lib/calendar/series-schema.ts'
import type { StoredSeries } from '../../app/lib/calendar/stored-series.ts'
import type { FeedSeries, SeriesException } from './series-feed.ts'

/** How long a series that has ended stays in the feed, so a calendar still shows its last dates. */
const ENDED_KEPT_DAYS = 90

/** The dates of a series its breaks leave out, each as a cancelled date with the break's reason. */
function breakDates(series: StoredSeries<Date>): SeriesException[] {
  return series.breaks.flatMap((pause: BreakInput) =>
    datesBetween(series.recurrence, pause.from, pause.to).map((date): SeriesException => ({ date, kind: 'cancelled', reason: pause.reason })),
  )
}

/**
 * The series as the feed writes them: those still meeting or ended in the last few months, each
 * with its place in words, and its breaks as cancelled dates (a break outweighs a change that day).
 */
export function feedSeries(all: readonly StoredSeries<Date>[], today: LocalDate, placeWords: (place: Place, detail: string) => string): FeedSeries[] {
  return all
    .filter((series) => datesBetween(series.recurrence, addDays(today, -ENDED_KEPT_DAYS), addDays(today, 366 * 10), 1).length > 0)
    .map((series) => ({
      id: series.id,
      title: series.title,
      description: series.description,
      location: placeWords(series.place, series.placeDetail),
      startTime: series.startTime,
      endTime: series.endTime,
      recurrence: series.recurrence,
      exceptions: [...series.exceptions.filter((exception) => !inBreak(exception.date, series.breaks)), ...breakDates(series)],
      sequence: series.sequence,
      updatedAt: series.updatedAt,
    }))
}
