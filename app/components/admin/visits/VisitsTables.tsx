import type { ReactNode } from 'react'
import type { VisitsReport } from '~/lib/visits/visits'
import { ScrollsSideways } from '~/components/ui/ScrollsSideways'
import { longDay } from './day-words'

const cell = 'border-b border-cream-200 px-3 py-1.5 text-left'
const numberCell = 'border-b border-cream-200 px-3 py-1.5 text-right tabular-nums'

type Row = { key: string; label: ReactNode; visits: number }

/** A chart's numbers as a two-column table, folded away until asked for. */
function VisitsTable({ summary, caption, heading, rows }: { summary: string; caption: string; heading: string; rows: Row[] }) {
  return (
    <details className="mt-3">
      <summary className="cursor-pointer font-semibold text-wine-700 underline">{summary}</summary>
      <div className="mt-2 max-w-md">
        <ScrollsSideways label={caption}>
          <table className="w-full wrap-anywhere">
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr>
                <th scope="col" className={cell}>
                  {heading}
                </th>
                <th scope="col" className={numberCell}>
                  Visits
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row" className={`${cell} font-normal`}>
                    {row.label}
                  </th>
                  <td className={numberCell}>{row.visits}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollsSideways>
      </div>
    </details>
  )
}

export function DailyVisitsTable({ daily, caption }: { daily: VisitsReport['daily']; caption: string }) {
  const rows = daily.map((entry) => ({ key: entry.day, label: <time dateTime={entry.day}>{longDay(entry.day)}</time>, visits: entry.visits }))
  return <VisitsTable summary="Show the daily numbers as a table" caption={caption} heading="Day" rows={rows} />
}

export function PageVisitsTable({ pages, caption }: { pages: VisitsReport['pages']; caption: string }) {
  const rows = pages.map((page) => ({ key: page.page_name, label: page.page_name, visits: page.visits }))
  return <VisitsTable summary="Show the page numbers as a table" caption={caption} heading="Page" rows={rows} />
}
