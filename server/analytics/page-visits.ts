import { sql } from '../../db/client.ts'
import type { PageVisit } from '../../app/lib/schemas/page-visit.ts'

/** Stores one visit. No address or browser details are kept (privacy by default). */
export async function recordPageVisit(visit: PageVisit): Promise<void> {
  await sql()`insert into page_visits (page_name, page_url) values (${visit.page_name}, ${visit.page_url})`
}
