import { DOCUMENTS, type SiteContent } from '../../app/content/documents/index.ts'
import { CONTENT_KEYS, type ContentKey } from '../../app/content/documents/keys.ts'
import { withActivityTimes } from '../../app/lib/calendar/activity-times.ts'
import { withoutItemIds } from '../../app/lib/content/without-item-ids.ts'
import { sql } from '../../db/client.ts'
import { readActivityTimes } from '../calendar/activity-times.ts'
import { siteCopy } from '../page-cache/site-copy.ts'
import { upToDate } from './schema-versions.ts'

/** Stored content as visitors' pages take it: in today's schema, without the ids of list items. */
export function shownContent(key: ContentKey, content: unknown, version: number): unknown {
  return withoutItemIds(DOCUMENTS[key].schema, upToDate(key, content, version))
}

async function readPublished(): Promise<SiteContent> {
  const [rows, activities] = await Promise.all([
    sql()<{ key: ContentKey; content: unknown; schema_version: number }[]>`
      select d.key, v.content, v.schema_version
      from content_documents d
      join content_versions v on v.key = d.key and v.version = d.published_version
      where d.key = any(${CONTENT_KEYS as readonly string[]})`,
    readActivityTimes(),
  ])
  const found = new Map(rows.map((row) => [row.key, shownContent(row.key, row.content, row.schema_version)]))
  const missing = CONTENT_KEYS.filter((key) => !found.has(key))
  if (missing.length > 0) throw new Error(`No published version of: ${missing.join(', ')}`)
  const content = Object.fromEntries(CONTENT_KEYS.map((key) => [key, found.get(key)])) as SiteContent
  content.times = withActivityTimes(content.times, activities)
  return content
}

/** What the public site shows: every document's published version, the regular activities' times read from the calendar. */
export const publishedContent = siteCopy(readPublished, 'Reading the published content failed; showing the copy read before')

/** Reads the published content before the first visitor asks for it, so a database lost later leaves the site its facts. */
export async function loadPublishedContent(): Promise<void> {
  await publishedContent()
}
