import { sql } from '../../db/client.ts'
import type { Queryable } from '../../db/queryable.ts'
import type { FloodHour } from '../../app/lib/forms/held-apart.ts'

/** How long the hourly counts are kept: long enough for the dashboard to show the latest flood. */
const KEPT_DAYS = 30
/** How many hours of floods the dashboard lists. */
const HOURS_SHOWN = 6

type Tally = Exclude<keyof FloodHour, 'hour'>

/** Adds `by` to this clock hour's count of `what`, in the caller's transaction when given one. */
export async function countThisHour(what: Tally, by = 1, db: Queryable = sql()): Promise<void> {
  await db`
    insert into form_submission_hours (hour, ${db(what)}) values (date_trunc('hour', now()), ${by})
    on conflict (hour) do update set ${db(what)} = form_submission_hours.${db(what)} + ${by}`
}

/** The latest hours of the last month in which the forms met a flood, newest first. */
export async function floodHours(): Promise<FloodHour<Date>[]> {
  return sql()<FloodHour<Date>[]>`
    select hour, stored, held, dropped, challenged, refused from form_submission_hours
    where held + dropped + challenged + refused > 0
    order by hour desc limit ${HOURS_SHOWN}`
}

/** Forgets hourly counts older than a month. */
export async function pruneSubmissionHours(): Promise<number> {
  const deleted = await sql()`delete from form_submission_hours where hour < now() - make_interval(days => ${KEPT_DAYS})`
  return deleted.count
}
