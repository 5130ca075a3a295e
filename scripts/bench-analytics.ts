// The dashboard's 30-day visits query on a year of traffic:
//   npm run bench:analytics
// A throwaway database (on DATABASE_URL's server, or an embedded one) is created, migrated,
// filled with 1,000,000 visits over 365 days in the shape the visit counter stores them
// (one row per page per UK day), queried 50 times, and dropped.
import process from 'node:process'
import { closePool, sql } from '../db/client.ts'
import { churchToday } from '../app/lib/site/dates.ts'
import { VISIT_PAGE_NAMES } from '../app/lib/visits/visits.ts'
import { visitsReport } from '../server/analytics/visits-report.ts'
import { createTestDatabase } from '../tests/helpers/database.ts'

const VISITS = 1_000_000
const DAYS = 365
const RUNS = 50
const TARGET_P50_MS = 50

/**
 * Counter rows for a year, as the storage would hold them after VISITS reports: pages weighted
 * 1, 1/2, 1/3… in list order, Sundays three times a weekday; the rounding left over goes to today's first page.
 */
async function seedYearOfVisits(): Promise<number> {
  const today = churchToday()
  await sql()`
    insert into page_visit_days (day, page_name, visits)
    select day, page_name, floor(${VISITS}::bigint * weight / sum(weight) over ())::bigint
    from (
      select ${today}::date - days_ago as day, page.name as page_name,
        (1.0 / page.rank) * (case when extract(isodow from ${today}::date - days_ago) = 7 then 3 else 1 end) as weight
      from generate_series(0, ${DAYS - 1}) as days_ago
      cross join unnest(${VISIT_PAGE_NAMES as string[]}::text[]) with ordinality as page(name, rank)
    ) as cells`
  await sql()`
    update page_visit_days set visits = visits + (${VISITS}::bigint - (select sum(visits) from page_visit_days))
    where day = ${today}::date and page_name = ${VISIT_PAGE_NAMES[0]!}`
  const [totals] = await sql()<{ visits: string; rows: string }[]>`select sum(visits) as visits, count(*) as rows from page_visit_days`
  console.log(
    `Seeded ${Number(totals!.visits).toLocaleString('en-GB')} visits as ${totals!.rows} counter rows (${DAYS} days × ${VISIT_PAGE_NAMES.length} pages)`,
  )
  console.log('  written in bulk by one insert … select from generate_series, the rows the per-visit upsert would have built up')
  return Number(totals!.visits)
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!
}

async function timeReport(): Promise<number[]> {
  await visitsReport({ days: 30 })
  const times: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now()
    await visitsReport({ days: 30 })
    times.push(performance.now() - started)
  }
  return times.sort((a, b) => a - b)
}

async function main() {
  const database = await createTestDatabase('bench')
  console.log(process.env.DATABASE_URL ? "A throwaway database on DATABASE_URL's server" : 'A throwaway embedded database')
  process.env.DATABASE_URL = database.url
  try {
    if ((await seedYearOfVisits()) !== VISITS) throw new Error('The seed did not add up to the planned visits')
    await sql()`analyze page_visit_days`
    const times = await timeReport()
    const p50 = percentile(times, 0.5)
    const p95 = percentile(times, 0.95)
    console.log(`30-day visits report (GET /api/admin/visits?days=30), ${RUNS} runs after one warm-up:`)
    console.log(`  p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (target p50 < ${TARGET_P50_MS} ms)`)
    if (p50 >= TARGET_P50_MS) process.exitCode = 1
  } finally {
    await closePool()
    await database.drop()
  }
}

await main()
