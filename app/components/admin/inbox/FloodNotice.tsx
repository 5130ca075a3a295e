import type { UseQueryResult } from '@tanstack/react-query'
import { useId } from 'react'
import { formatActivityTime } from '~/components/admin/shell/ActivityTable'
import { ScrollsSideways } from '~/components/ui/ScrollsSideways'
import type { FloodReport } from '~/lib/forms/held-apart'

export const FLOOD_REPORT_KEY = ['/api/admin/flood-report'] as const

const count = (value: number) => value.toLocaleString('en-GB')

const COLUMNS = [
  ['stored', 'Stored'],
  ['held', 'Set aside'],
  ['dropped', 'Set aside, then deleted for room'],
  ['challenged', 'Browsers asked to check'],
  ['refused', 'Visitors told the form was busy'],
] as const

/**
 * The forms' flood defences as the church sees them: whether a flood is on now, how much is set
 * aside against its limit, and the latest hours in which a flood was met, with what each kept.
 */
export function FloodNotice({ report }: { report: UseQueryResult<FloodReport> }) {
  const captionId = useId()
  if (!report.data) return null
  const { floodOn, heldApart, heldApartLimit, floodHours } = report.data
  return (
    <div className="mb-4 space-y-3" data-testid="flood-report">
      {floodOn ? (
        <p role="status" className="rounded-lg bg-amber-50 px-4 py-3 text-amber-950">
          <strong>The forms are receiving a flood of posts now.</strong> Browsers take a moment to show they are not robots before a form is sent. Visitors
          without JavaScript are asked to e-mail or phone the church; what they sent is set aside below.
        </p>
      ) : null}
      {floodHours.length > 0 ? (
        <div>
          <h3 id={captionId} className="mb-1 font-semibold text-ink-900">
            Floods in the last 30 days
          </h3>
          <ScrollsSideways label="Floods in the last 30 days">
            <table aria-labelledby={captionId} className="w-full text-left text-sm">
              <thead>
                <tr>
                  <th scope="col" className="py-1 pr-3">
                    Hour from
                  </th>
                  {COLUMNS.map(([key, label]) => (
                    <th key={key} scope="col" className="py-1 pr-3">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {floodHours.map((hour) => (
                  <tr key={hour.hour} className="border-t border-cream-200">
                    <th scope="row" className="py-1 pr-3 font-normal">
                      {formatActivityTime(hour.hour)}
                    </th>
                    {COLUMNS.map(([key]) => (
                      <td key={key} className="py-1 pr-3">
                        {count(hour[key])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollsSideways>
        </div>
      ) : null}
      <p className="text-sm text-ink-700">
        Set aside: {count(heldApart)} of at most {count(heldApartLimit)}; past that the oldest are deleted, robots’ first.
      </p>
    </div>
  )
}
