import { sql } from '../../db/client.ts'
import { churchToday } from '../../app/lib/site/dates.ts'
import type { VisitsReport } from '../../app/lib/visits/visits.ts'

export type VisitsQuery = { days: number; pageName?: string }

/**
 * Visits per day over the last `days` UK days, today included and every day present (0 where none),
 * and each page's total over the same days, most visited first. With a page, only the daily counts narrow to it.
 */
export async function visitsReport({ days, pageName }: VisitsQuery, now: Date = new Date()): Promise<VisitsReport> {
  const today = churchToday(now)
  const [row] = await sql()<{ daily: VisitsReport['daily']; pages: VisitsReport['pages'] }[]>`
    with period as (
      select ${today}::date - days_ago as day from generate_series(0, ${days}::int - 1) as days_ago
    ),
    counted as (
      select day, page_name, visits from page_visit_days
      where day between ${today}::date - (${days}::int - 1) and ${today}::date
    ),
    daily as (
      select period.day, coalesce(sum(counted.visits), 0)::bigint as visits
      from period left join counted on counted.day = period.day and (${pageName ?? null}::text is null or counted.page_name = ${pageName ?? null})
      group by period.day
    ),
    pages as (
      select page_name, sum(visits)::bigint as visits from counted group by page_name
    )
    select
      (select json_agg(json_build_object('day', to_char(day, 'YYYY-MM-DD'), 'visits', visits) order by day) from daily) as daily,
      (select coalesce(json_agg(json_build_object('page_name', page_name, 'visits', visits) order by visits desc, page_name), '[]') from pages) as pages`
  return { daily: row?.daily ?? [], pages: row?.pages ?? [] }
}
