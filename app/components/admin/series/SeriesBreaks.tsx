import { useRef } from 'react'
import type { BreakInput } from '~/lib/calendar/break-schema'
import type { StoredSeries } from '~/lib/calendar/stored-series'
import { apiRequest } from '~/lib/site/api-request'
import { secondaryButton } from '~/components/ui/styles'
import { BreakDialog } from './BreakDialog'
import { seriesUrl, useSeriesMutation } from './series-api'
import { breakWords } from './series-dates-words'
import { useDialog } from './use-dialog'

/** A series' breaks, each to remove, and a way to add one. Removing one hands focus to Add a break. */
export function SeriesBreaks({ series }: { series: StoredSeries }) {
  const dialog = useDialog()
  const addButton = useRef<HTMLButtonElement>(null)
  const remove = useSeriesMutation<BreakInput, unknown>({
    call: (pause) => apiRequest('DELETE', `${seriesUrl(series.id)}/breaks/${pause.from}`),
    done: (_, pause) => ({ title: 'Break Removed', description: `“${series.title}” meets again: ${breakWords(pause)}` }),
    failed: 'Error Removing the Break',
    onDone: () => addButton.current?.focus(),
  })

  return (
    <div className="mt-3">
      <p className="font-semibold text-ink-900">Breaks</p>
      {series.breaks.length === 0 ? (
        <p className="text-ink-700">None.</p>
      ) : (
        <ul className="mt-1 space-y-2">
          {series.breaks.map((pause) => (
            <li key={pause.from} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1" data-testid="series-break">
              <span className="min-w-0 wrap-anywhere text-ink-900">{breakWords(pause)}</span>
              <button
                type="button"
                className={secondaryButton}
                aria-disabled={remove.isPending || undefined}
                onClick={() => remove.isPending || remove.mutate(pause)}
              >
                Remove break<span className="sr-only">: {breakWords(pause)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <button ref={addButton} type="button" className={`${secondaryButton} mt-2`} onClick={dialog.show}>
        Add a break<span className="sr-only"> to “{series.title}”</span>
      </button>
      <BreakDialog key={dialog.key} seriesId={series.id} seriesTitle={series.title} open={dialog.open} onOpenChange={dialog.setOpen} />
    </div>
  )
}
