import { sql } from '../../db/client.ts'
import { churchToday } from '../../app/lib/site/dates.ts'
import { pageLabel } from '../../app/lib/site/pages.ts'
import type { PageVisit } from '../../app/lib/visits/page-visit-schema.ts'

/** How long daily counts are kept: thirteen months, so a year can be compared with the one before. */
const VISIT_RETENTION_DAYS = 400

/** The path of a reported page address: a site path, or the path of an absolute address. */
function pathOf(pageUrl: string): string {
  try {
    return new URL(pageUrl, 'http://site.invalid').pathname
  } catch {
    return '/'
  }
}

/**
 * The page a visit counts for: the known route of its address, or Unknown Page. The name the
 * browser sent is not trusted, so counts cannot be spread over made-up pages. Admin pages are not counted.
 */
function visitedPageName(visit: PageVisit): string | undefined {
  return pageLabel(pathOf(visit.page_url))
}

/** Counts one visit to its page for today in UK time. No address or browser detail is kept. */
export async function recordPageVisit(visit: PageVisit, now: Date = new Date()): Promise<void> {
  const pageName = visitedPageName(visit)
  if (!pageName) return
  await sql()`
    insert into page_visit_days (day, page_name, visits) values (${churchToday(now)}::date, ${pageName}, 1)
    on conflict (day, page_name) do update set visits = page_visit_days.visits + 1`
}

/** Forgets daily counts older than the retention period. */
export async function pruneOldVisitCounts(): Promise<number> {
  const deleted = await sql()`delete from page_visit_days where day < current_date - ${VISIT_RETENTION_DAYS}::int`
  return deleted.count
}
