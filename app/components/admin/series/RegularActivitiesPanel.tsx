import { useQuery } from '@tanstack/react-query'
import type { StoredSeries } from '~/lib/calendar/stored-series'
import { primaryButton } from '~/components/ui/styles'
import { AdminSection, PanelStatus } from '../shell/AdminSection'
import { SeriesCard } from './SeriesCard'
import { SeriesDialog } from './SeriesDialog'
import { SERIES_KEY } from './series-api'
import { useDialog } from './use-dialog'

/** The dashboard's panel of the church's regular activities: the calendar's repeating series. */
export function RegularActivitiesPanel() {
  const series = useQuery<StoredSeries[]>({ queryKey: SERIES_KEY })
  const adding = useDialog()

  return (
    <AdminSection
      id="regular-activities"
      title="Regular activities"
      description="What meets every week or month, with the dates it is cancelled, moved or on a break."
      action={
        <button type="button" className={primaryButton} onClick={adding.show}>
          Add a regular activity
        </button>
      }
    >
      <SeriesDialog key={adding.key} open={adding.open} onOpenChange={adding.setOpen} />
      {series.isPending ? (
        <PanelStatus>Loading regular activities...</PanelStatus>
      ) : series.isError ? (
        <PanelStatus tone="error">Unable to load regular activities.</PanelStatus>
      ) : series.data.length === 0 ? (
        <PanelStatus>
          <p className="font-serif text-xl font-bold text-wine-900">No Regular Activities Yet</p>
          <p className="mt-1">Add one and its dates will appear on the What&apos;s On When page.</p>
        </PanelStatus>
      ) : (
        <ul className="space-y-4">
          {series.data.map((each) => (
            <li key={each.id}>
              <SeriesCard series={each} />
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  )
}
