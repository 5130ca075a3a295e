import { useState } from 'react'
import { londonToday } from '~/lib/calendar/london-time'
import { nextOccurrences, type Occurrence } from '~/lib/calendar/occurrences'
import type { StoredSeries } from '~/lib/calendar/stored-series'
import { apiRequest } from '~/lib/site/api-request'
import { secondaryButton } from '~/components/ui/styles'
import { CancelDateDialog } from './CancelDateDialog'
import { ChangeDateDialog } from './ChangeDateDialog'
import { OccurrenceText } from './OccurrenceText'
import { PREVIEW_DATES } from './SeriesPreview'
import { seriesUrl, useSeriesMutation } from './series-api'
import { dayWords, occurrenceStatus } from './series-dates-words'
import { useDialog } from './use-dialog'

type DateAction = { kind: 'cancel' | 'change'; occurrence: Occurrence }

/** A stable ref callback, so a control is focused once, when it is put on the page. */
const focusOnArrival = (element: HTMLElement | null) => element?.focus()

/**
 * The next twelve dates of a series from today, each to cancel, move or change, or put back as
 * the pattern has it. After each, focus goes to the first button of the date just changed.
 */
export function SeriesDates({ id, series }: { id: string; series: StoredSeries }) {
  const occurrences = nextOccurrences(series, londonToday(), PREVIEW_DATES)
  const dialog = useDialog()
  const [action, setAction] = useState<DateAction | null>(null)
  const [changedDate, setChangedDate] = useState<string | null>(null)
  const putBack = useSeriesMutation<Occurrence, unknown>({
    call: (occurrence) => apiRequest('DELETE', `${seriesUrl(series.id)}/exceptions/${occurrence.date}`),
    done: (_, occurrence) => ({ title: 'Date Put Back', description: `“${series.title}” meets on ${dayWords(occurrence.date)} as usual.` }),
    failed: 'Error Putting the Date Back',
  })
  const act = (kind: DateAction['kind'], occurrence: Occurrence) => {
    setAction({ kind, occurrence })
    dialog.show()
  }
  const dialogProps = action && {
    seriesId: series.id,
    seriesTitle: series.title,
    occurrence: action.occurrence,
    open: dialog.open,
    onOpenChange: dialog.setOpen,
    onSaved: () => setChangedDate(action.occurrence.date),
  }

  return (
    <section aria-labelledby={id} className="mt-4 border-t border-cream-200 pt-4">
      <h4 id={id} className="font-serif text-lg font-bold text-wine-900">
        The next {PREVIEW_DATES} dates of “{series.title}”
      </h4>
      {occurrences.length === 0 ? <p className="mt-2 text-ink-700">No dates from today on: the series has ended.</p> : null}
      <ol className="mt-2 divide-y divide-cream-200">
        {occurrences.map((occurrence) => (
          <li
            key={`${occurrence.date}:${occurrenceStatus(occurrence)}`}
            className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-3"
            data-testid="series-date"
          >
            <OccurrenceText occurrence={occurrence} seriesTitle={series.title} />
            <DateButtons
              occurrence={occurrence}
              focusFirst={occurrence.date === changedDate}
              busy={putBack.isPending}
              onCancel={() => act('cancel', occurrence)}
              onChange={() => act('change', occurrence)}
              onPutBack={() => {
                setChangedDate(occurrence.date)
                putBack.mutate(occurrence)
              }}
            />
          </li>
        ))}
      </ol>
      {dialogProps && action?.kind === 'cancel' ? <CancelDateDialog key={dialog.key} {...dialogProps} /> : null}
      {dialogProps && action?.kind === 'change' ? <ChangeDateDialog key={dialog.key} {...dialogProps} /> : null}
    </section>
  )
}

function DateButtons({
  occurrence,
  focusFirst,
  busy,
  onCancel,
  onChange,
  onPutBack,
}: {
  occurrence: Occurrence
  focusFirst: boolean
  busy: boolean
  onCancel: () => void
  onChange: () => void
  onPutBack: () => void
}) {
  const which = <span className="sr-only">: {dayWords(occurrence.date)}</span>
  const first = focusFirst ? focusOnArrival : undefined
  if (occurrence.onBreak) return <p className="text-ink-700">Remove the break to meet on this date.</p>
  if (occurrence.cancelled || occurrence.changed) {
    return (
      <button ref={first} type="button" className={secondaryButton} aria-disabled={busy || undefined} onClick={() => busy || onPutBack()}>
        Put back{which}
      </button>
    )
  }
  return (
    <div className="flex flex-wrap gap-2">
      <button ref={first} type="button" className={secondaryButton} onClick={onCancel}>
        Cancel this date{which}
      </button>
      <button type="button" className={secondaryButton} onClick={onChange}>
        Move or change{which}
      </button>
    </div>
  )
}
