import type { ReactNode } from 'react'
import type { VisitsReport } from '~/lib/visits'
import { longDay } from './day-words'

const cell = 'border-b border-cream-200 px-3 py-1.5 text-left'
const numberCell = 'border-b border-cream-200 px-3 py-1.5 text-right tabular-nums'

/** A chart's numbers as a table, folded away until asked for. */
function Numbers({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <details className="mt-3">
      <summary className="cursor-pointer font-semibold text-wine-700 underline">{summary}</summary>
      <div className="mt-2">{children}</div>
    </details>
  )
}

export function DailyVisitsTable({ daily, caption }: { daily: VisitsReport['daily']; caption: string }) {
  return (
    <Numbers summary="Show the daily numbers as a table">
      <table className="w-full max-w-md">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={cell}>
              Day
            </th>
            <th scope="col" className={numberCell}>
              Visits
            </th>
          </tr>
        </thead>
        <tbody>
          {daily.map((entry) => (
            <tr key={entry.day}>
              <th scope="row" className={`${cell} font-normal`}>
                <time dateTime={entry.day}>{longDay(entry.day)}</time>
              </th>
              <td className={numberCell}>{entry.visits}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Numbers>
  )
}

export function PageVisitsTable({ pages, caption }: { pages: VisitsReport['pages']; caption: string }) {
  return (
    <Numbers summary="Show the page numbers as a table">
      <table className="w-full max-w-md">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={cell}>
              Page
            </th>
            <th scope="col" className={numberCell}>
              Visits
            </th>
          </tr>
        </thead>
        <tbody>
          {pages.map((page) => (
            <tr key={page.page_name}>
              <th scope="row" className={`${cell} font-normal`}>
                {page.page_name}
              </th>
              <td className={numberCell}>{page.visits}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Numbers>
  )
}
