import type { Occurrence } from '~/lib/calendar/occurrences'
import { timeRangeWords } from '~/lib/calendar/series-words'
import { dayWords, occurrenceStatus } from './series-dates-words'

/**
 * One date of a series as people will meet it. A cancelled date is struck through and says so in
 * words; a moved or changed one shows where and when it now is, and what it was.
 */
export function OccurrenceText({ occurrence, seriesTitle }: { occurrence: Occurrence; seriesTitle: string }) {
  const status = occurrenceStatus(occurrence)
  const times = timeRangeWords(occurrence.startTime, occurrence.endTime)
  return (
    <span className="min-w-0 wrap-anywhere">
      <span className={occurrence.cancelled ? 'text-ink-700 line-through' : 'font-semibold text-ink-900'}>
        {dayWords(occurrence.on)}
        {times ? (
          <>
            , <span className="whitespace-nowrap">{times}</span>
          </>
        ) : null}
      </span>
      {occurrence.title !== seriesTitle ? <span className="block text-ink-900">As “{occurrence.title}”</span> : null}
      {status ? <span className="block font-semibold text-ink-900">{status}</span> : null}
    </span>
  )
}
