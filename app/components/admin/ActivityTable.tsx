import type { ReactNode } from 'react'
import { CHURCH_TIME_ZONE } from '~/content/time-zone'

const activityTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: CHURCH_TIME_ZONE })

/** When something happened, as the dashboard's lists show it: '22 Nov 2026, 12:15' in UK time. */
export function formatActivityTime(instant: string | Date): string {
  return activityTime.format(new Date(instant))
}

/**
 * A dashboard list too wide for a phone: it scrolls sideways on its own (and can be scrolled
 * from the keyboard), so the page itself never does. It is positioned, so that visually hidden
 * labels inside it (absolutely placed) scroll with it instead of widening the page. `minWidthClass` is e.g. 'min-w-[40rem]'.
 */
export function ActivityTable({ label, minWidthClass, columns, children }: { label: string; minWidthClass: string; columns: string[]; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take focus, so keyboard users can scroll it
    // biome-ignore lint/a11y/useSemanticElements: a plain scroll container, not a section of the page outline
    <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-label={`${label} (scrolls sideways on small screens)`}>
      <table className={`w-full ${minWidthClass} text-left text-sm`}>
        <thead className="border-b-2 border-cream-200 text-ink-900">
          <tr>
            {columns.map((column, index) => (
              <th key={column} scope="col" className={index === columns.length - 1 ? 'py-2' : 'py-2 pr-4'}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
