import { Fact } from '~/components/admin/shell/Fact'
import { useState } from 'react'
import { londonToday } from '~/lib/calendar/london-time'
import { nextMeeting } from '~/lib/calendar/occurrences'
import { ACTIVITIES } from '~/lib/calendar/series-schema'
import { seriesWords } from '~/lib/calendar/series-words'
import type { StoredSeries } from '~/lib/calendar/stored-series'
import { apiRequest } from '~/lib/site/api-request'
import { ConfirmDelete } from '~/components/ui/ConfirmDelete'
import { secondaryButton } from '~/components/ui/styles'
import { SeriesBreaks } from './SeriesBreaks'
import { SeriesDates } from './SeriesDates'
import { SeriesDialog } from './SeriesDialog'
import { seriesUrl, useSeriesMutation } from './series-api'
import { endingWords, placeWords, whenWords } from './series-dates-words'
import { useDialog } from './use-dialog'

/** One regular activity: how it repeats, where, its next date and its breaks, with its dates to open and change. */
export function SeriesCard({ series }: { series: StoredSeries }) {
  const [showDates, setShowDates] = useState(false)
  const edit = useDialog()
  const remove = useSeriesMutation<void, unknown>({
    call: () => apiRequest('DELETE', seriesUrl(series.id)),
    done: () => ({ title: 'Activity Deleted', description: `“${series.title}” has been removed, with all its dates.` }),
    failed: 'Error Deleting Activity',
  })
  const next = nextMeeting(series, londonToday())
  const datesId = `series-${series.id}-dates`

  return (
    <article className="rounded-xl border border-cream-200 bg-cream-50 p-4 forced-colors:border-[CanvasText]" data-testid="admin-series">
      <h3 className="wrap-anywhere font-serif text-xl font-bold text-wine-900">{series.title}</h3>
      <dl className="mt-2 space-y-1 text-ink-900">
        <Fact term="Repeats">{seriesWords(series.recurrence.pattern, series.startTime, series.endTime)}</Fact>
        <Fact term="Where">{placeWords(series)}</Fact>
        {series.activity ? <Fact term="Shown on the pages as">{ACTIVITIES[series.activity]}</Fact> : null}
        <Fact term="Next date">{next ? whenWords(next.on, next.startTime, next.endTime) : 'None: it has ended'}</Fact>
        <Fact term="Ends">{endingWords(series.recurrence.ending)}</Fact>
      </dl>
      <SeriesBreaks series={series} />
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className={secondaryButton} onClick={edit.show}>
          Edit<span className="sr-only"> “{series.title}”</span>
        </button>
        <button type="button" className={secondaryButton} aria-expanded={showDates} aria-controls={datesId} onClick={() => setShowDates((shown) => !shown)}>
          {showDates ? 'Hide dates' : 'Dates'}
          <span className="sr-only"> of “{series.title}”</span>
        </button>
        <ConfirmDelete
          question="Delete this regular activity?"
          itemName={series.title}
          consequence={`“${series.title}” and all its dates, past and future, will be removed from the calendar. This cannot be undone.`}
          busy={remove.isPending}
          onConfirm={() => remove.mutate()}
        />
      </div>
      <div id={datesId}>{showDates ? <SeriesDates id={`${datesId}-heading`} series={series} /> : null}</div>
      <SeriesDialog key={edit.key} series={series} open={edit.open} onOpenChange={edit.setOpen} />
    </article>
  )
}
