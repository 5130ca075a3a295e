import { useDeferredValue, useMemo } from 'react'
import type { BreakInput } from '~/lib/calendar/break-schema'
import type { ExceptionInput } from '~/lib/calendar/exception-schema'
import { nextOccurrences } from '~/lib/calendar/occurrences'
import { OccurrenceText } from './OccurrenceText'
import { dayWords } from './series-dates-words'
import { checkSeries, type SeriesFormValues } from './series-form-values'

export const PREVIEW_DATES = 12

/**
 * The next twelve dates the form's values give from `from` on, with the series' changed and
 * cancelled dates and its breaks; until the values make a series, what is still missing.
 */
export function SeriesPreview({
  id,
  values,
  from,
  exceptions = [],
  breaks = [],
}: {
  id: string
  values: SeriesFormValues
  from: string
  exceptions?: readonly ExceptionInput[]
  breaks?: readonly BreakInput[]
}) {
  const settled = useDeferredValue(values)
  const checked = useMemo(() => checkSeries(settled), [settled])
  const occurrences = useMemo(
    () => (checked.ok ? nextOccurrences({ ...checked.series, exceptions, breaks }, from, PREVIEW_DATES) : []),
    [checked, exceptions, breaks, from],
  )
  return (
    <section aria-labelledby={id} className="border-t border-ink-600 pt-4 sm:rounded-lg sm:border sm:p-4">
      <h3 id={id} className="font-serif text-lg font-bold text-wine-900">
        The next {PREVIEW_DATES} dates
      </h3>
      {!checked.ok ? (
        <>
          <p className="mt-2 text-ink-700">The dates show here once the form is complete. Still to do:</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-ink-900">
            {Object.values(checked.errors).map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </>
      ) : occurrences.length === 0 ? (
        <p className="mt-2 text-ink-700">No dates from {dayWords(from)} on: the series has ended by then.</p>
      ) : (
        <ol className="mt-2 space-y-2">
          {occurrences.map((occurrence) => (
            <li key={occurrence.date}>
              <OccurrenceText occurrence={occurrence} seriesTitle={checked.series.title} />
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
