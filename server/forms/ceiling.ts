import { sql } from '../../db/client.ts'
import type { SubmissionCeilingStatus } from '../../app/lib/forms/submission-ceiling.ts'
import { CHURCH_TIME_ZONE } from '../../app/content/time-zone.ts'
import { recordRepeatedAudit } from '../audit/audit-log.ts'

/** How long the hourly counts are kept: long enough for the dashboard to show the latest refusals. */
const KEPT_DAYS = 30

/**
 * What a visitor is told once the hour's ceiling is reached: nothing was sent, and how to reach the
 * church another way or when to try again (UK time).
 */
export function ceilingReachedError(submissionNoun: string, church: { email: string; phone: string }, nextHour: Date): string {
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: CHURCH_TIME_ZONE, hour: 'numeric', minute: '2-digit', hour12: true }).format(nextHour)
  return `Sorry, the website has received an unusually large number of messages this hour, so we cannot take your ${submissionNoun} just now. Nothing was sent. Please e-mail us at ${church.email} or phone ${church.phone}, or try again after ${time}.`
}

export type CeilingSlot = { taken: true } | { taken: false; nextHour: Date }

/**
 * Takes one of this clock hour's `ceiling` places for a stored submission, in one upsert that
 * cannot go past the ceiling however many posts arrive at once. When none is left, counts the
 * refusal and folds it into one Recent Activity entry per hour. Both statements share the
 * transaction's `now()`, so they agree on the hour even at its last millisecond.
 */
export async function takeSubmissionSlot(ceiling: number): Promise<CeilingSlot> {
  return sql().begin(async (tx) => {
    const [taken] = await tx`
      insert into form_submission_hours (hour, stored) values (date_trunc('hour', now()), 1)
      on conflict (hour) do update set stored = form_submission_hours.stored + 1
      where form_submission_hours.stored < ${ceiling}
      returning stored`
    if (taken) return { taken: true } as const
    const [refused] = await tx<{ hour: Date }[]>`
      update form_submission_hours set refused = refused + 1, last_refused_at = now()
      where hour = date_trunc('hour', now()) returning hour`
    const hour = refused!.hour
    await recordRepeatedAudit(
      {
        actorEmail: null,
        action: 'forms.ceiling_reached',
        detail: `Form submission refused: the ceiling of ${ceiling} stored submissions an hour (FORM_SUBMISSIONS_PER_HOUR) was reached`,
      },
      `forms.ceiling_reached:${hour.toISOString()}`,
      tx,
    )
    return { taken: false, nextHour: new Date(hour.getTime() + 60 * 60 * 1000) } as const
  })
}

/** What the dashboard shows: this hour's count against the ceiling, and the latest hour that refused any. */
export async function submissionCeilingStatus(ceiling: number): Promise<SubmissionCeilingStatus<Date>> {
  const [current] = await sql()<{ stored: number; refused: number }[]>`
    select stored, refused from form_submission_hours where hour = date_trunc('hour', now())`
  const [latest] = await sql()<{ hour: Date; refused: number; last_refused_at: Date }[]>`
    select hour, refused, last_refused_at from form_submission_hours where refused > 0 order by hour desc limit 1`
  return {
    perHour: ceiling,
    thisHour: { stored: current?.stored ?? 0, refused: current?.refused ?? 0 },
    lastReached: latest ? { hour: latest.hour, refused: latest.refused, lastRefusedAt: latest.last_refused_at } : null,
  }
}

/** Forgets hourly counts older than a month. */
export async function pruneSubmissionHours(): Promise<number> {
  const deleted = await sql()`delete from form_submission_hours where hour < now() - make_interval(days => ${KEPT_DAYS})`
  return deleted.count
}
