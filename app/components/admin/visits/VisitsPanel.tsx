import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { VISIT_PAGE_NAMES, VISITS_DEFAULT_DAYS, visitsReportUrl, type VisitsReport } from '~/lib/visits/visits'
import { AdminSection, PanelStatus } from '~/components/admin/shell/AdminSection'
import { secondaryButton, textInput } from '~/components/ui/styles'
import { DailyVisitsChart } from './DailyVisitsChart'
import { TopPagesChart } from './TopPagesChart'
import { DailyVisitsTable, PageVisitsTable } from './VisitsTables'

const DAYS = VISITS_DEFAULT_DAYS
const TOP_PAGES = 10

function dailyLabel(daily: VisitsReport['daily'], pageName: string): string {
  const total = daily.reduce((sum, entry) => sum + entry.visits, 0)
  const most = Math.max(0, ...daily.map((entry) => entry.visits))
  const which = pageName ? ` to ${pageName}` : ''
  return `Visits${which} per day over the last ${DAYS} days: ${total} in all, at most ${most} in a day`
}

/** Visits counted per day and per page (no visitor is told apart), charted with their numbers as tables. */
export function VisitsPanel() {
  const [pageName, setPageName] = useState('')
  const filterId = useId()
  const visits = useQuery<VisitsReport>({ queryKey: [visitsReportUrl(DAYS, pageName || undefined)], staleTime: 0, placeholderData: (previous) => previous })
  const topPages = visits.data?.pages.slice(0, TOP_PAGES) ?? []
  const daily = dailyLabel(visits.data?.daily ?? [], pageName)
  const pagesLabel = `The ${TOP_PAGES} most visited pages over the last ${DAYS} days, with their visits`

  return (
    <AdminSection
      id="visits"
      title="Visits"
      description={`Pages opened on the site over the last ${DAYS} days, counted per page per day in UK time.`}
      action={
        <button
          type="button"
          className={secondaryButton}
          onClick={() => visits.isFetching || void visits.refetch()}
          aria-disabled={visits.isFetching || undefined}
        >
          {visits.isFetching ? 'Refreshing...' : 'Refresh'}
        </button>
      }
    >
      {visits.isPending ? (
        <PanelStatus>Loading visits...</PanelStatus>
      ) : visits.isError ? (
        <PanelStatus tone="error">Unable to load the visits.</PanelStatus>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
          <div>
            <h3 className="font-serif text-xl font-bold text-wine-900">Visits per day</h3>
            <div className="mt-2 mb-3 max-w-xs">
              <label htmlFor={filterId} className="block font-semibold text-ink-900">
                Page
              </label>
              <select id={filterId} className={`${textInput} mt-1`} value={pageName} onChange={(event) => setPageName(event.target.value)}>
                <option value="">All pages</option>
                {VISIT_PAGE_NAMES.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
            <DailyVisitsChart daily={visits.data.daily} label={daily} />
            <DailyVisitsTable daily={visits.data.daily} caption={daily} />
          </div>
          <div>
            <h3 className="font-serif text-xl font-bold text-wine-900">Top pages</h3>
            {topPages.length === 0 ? (
              <p className="mt-2 text-ink-700">No visits in the last {DAYS} days.</p>
            ) : (
              <>
                <div className="mt-3">
                  <TopPagesChart pages={topPages} label={pagesLabel} />
                </div>
                <PageVisitsTable pages={topPages} caption={pagesLabel} />
              </>
            )}
          </div>
        </div>
      )}
    </AdminSection>
  )
}
