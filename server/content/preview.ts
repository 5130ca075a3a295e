import { withActivityTimes } from '../../app/lib/calendar/activity-times.ts'
import { readActivityTimes } from '../calendar/activity-times.ts'
import type { SiteContent } from '../../app/content/documents/index.ts'
import type { ContentKey } from '../../app/content/documents/keys.ts'
import { sql } from '../../db/client.ts'
import { publishedContent, shownContent } from './published.ts'

/** The published content with every unpublished draft in its place: what an administrator's preview shows. */
export async function contentWithDrafts<K extends ContentKey>(keys: readonly K[]): Promise<Pick<SiteContent, K>> {
  const published = await publishedContent()
  const drafts = await sql()<{ key: K; draft: unknown; draft_schema_version: number }[]>`
    select key, draft, draft_schema_version from content_documents where key = any(${keys as readonly string[]}) and draft is not null`
  const content = Object.fromEntries(keys.map((key) => [key, published[key]])) as Pick<SiteContent, K>
  for (const { key, draft, draft_schema_version } of drafts) (content as Record<string, unknown>)[key] = shownContent(key, draft, draft_schema_version)
  if (drafts.some((row) => row.key === 'times')) {
    const withTimes = content as Partial<SiteContent>
    withTimes.times = withActivityTimes(withTimes.times!, await readActivityTimes())
  }
  return content
}
