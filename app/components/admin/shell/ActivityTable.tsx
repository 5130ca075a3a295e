import type { ReactNode } from 'react'
import { CHURCH_TIME_ZONE } from '~/content/time-zone'
import { ScrollsSideways } from '~/components/ui/ScrollsSideways'

const activityTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: CHURCH_TIME_ZONE })

/** When something happened, as the dashboard's lists show it: '22 Nov 2026, 12:15' in UK time. */
export function formatActivityTime(instant: string | Date): string {
  return activityTime.format(new Date(instant))
}

/** A dashboard list too wide for a phone, scrolling sideways on its own. `minWidthClass` is e.g. 'min-w-[40rem]'. */
export function ActivityTable({ label, minWidthClass, columns, children }: { label: string; minWidthClass: string; columns: string[]; children: ReactNode }) {
  return (
    <ScrollsSideways label={label}>
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
    </ScrollsSideways>
  )
}
