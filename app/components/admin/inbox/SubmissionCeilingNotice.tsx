import type { UseQueryResult } from '@tanstack/react-query'
import { formatActivityTime } from '~/components/admin/ActivityTable'
import type { SubmissionCeilingStatus } from '~/lib/forms/submission-ceiling'

export const SUBMISSION_CEILING_KEY = ['/api/admin/submission-ceiling'] as const

const count = (value: number) => value.toLocaleString('en-GB')
const plural = (value: number, noun: string) => `${count(value)} ${noun}${value === 1 ? '' : 's'}`

/**
 * The site-wide ceiling on stored submissions: this hour's count, and a warning naming the latest
 * hour in which visitors were turned away, how many and until when, so the church can follow up.
 */
export function SubmissionCeilingNotice({ status }: { status: UseQueryResult<SubmissionCeilingStatus> }) {
  if (!status.data) return null
  const { perHour, thisHour, lastReached } = status.data
  return (
    <div className="mb-4 space-y-2" data-testid="submission-ceiling">
      {lastReached ? (
        <p role="status" className="rounded-lg bg-amber-50 px-4 py-3 text-amber-950">
          <strong>The hourly limit of {plural(perHour, 'stored submission')} was reached</strong> in the hour from {formatActivityTime(lastReached.hour)}:{' '}
          {plural(lastReached.refused, 'submission')} refused, the latest at {formatActivityTime(lastReached.lastRefusedAt)}. Those visitors were asked to
          e-mail or phone the church instead, and nothing they sent was stored. If they were real messages rather than a flood, raise FORM_SUBMISSIONS_PER_HOUR.
        </p>
      ) : null}
      <p className="text-sm text-ink-700">
        This hour: {count(thisHour.stored)} of {count(perHour)} submissions stored{thisHour.refused > 0 ? `, ${count(thisHour.refused)} refused` : ''}.
      </p>
    </div>
  )
}
