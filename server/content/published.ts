import { DOCUMENTS, type SiteContent } from '../../app/content/documents/index.ts'
import { CONTENT_KEYS, type ContentKey } from '../../app/content/documents/keys.ts'
import { withoutItemIds } from '../../app/lib/content/without-item-ids.ts'
import { sql } from '../../db/client.ts'
import { isSiteVersionWatched, siteVersion } from '../page-cache/site-version.ts'
import { reportStandIn } from '../render/stand-ins.ts'
import { upToDate } from './schema-versions.ts'

/** Without a watcher (`vite dev`, unit tests), how long a copy is trusted before it is read again. */
const UNWATCHED_TTL_MS = 1000

/** Stored content as visitors' pages take it: in today's schema, without the ids of list items. */
export function shownContent(key: ContentKey, content: unknown, version: number): unknown {
  return withoutItemIds(DOCUMENTS[key].schema, upToDate(key, content, version))
}

type Snapshot = { content: SiteContent; siteVersion: number; readAt: number }

let snapshot: Snapshot | null = null
let reading: Promise<Snapshot> | null = null

function isCurrent(copy: Snapshot): boolean {
  if (copy.siteVersion !== siteVersion()) return false
  return isSiteVersionWatched() || Date.now() - copy.readAt < UNWATCHED_TTL_MS
}

async function readPublished(): Promise<Snapshot> {
  const stampedWith = siteVersion()
  const rows = await sql()<{ key: ContentKey; content: unknown; schema_version: number }[]>`
    select d.key, v.content, v.schema_version
    from content_documents d
    join content_versions v on v.key = d.key and v.version = d.published_version
    where d.key = any(${CONTENT_KEYS as readonly string[]})`
  const found = new Map(rows.map((row) => [row.key, shownContent(row.key, row.content, row.schema_version)]))
  const missing = CONTENT_KEYS.filter((key) => !found.has(key))
  if (missing.length > 0) throw new Error(`No published version of: ${missing.join(', ')}`)
  const content = Object.fromEntries(CONTENT_KEYS.map((key) => [key, found.get(key)])) as SiteContent
  return { content, siteVersion: stampedWith, readAt: Date.now() }
}

/**
 * What the public site shows: every document's published version, held in memory and read again
 * only when the site version moves on (a publish on any instance moves it). Should the database be
 * out of reach, the last copy read is shown and the render is marked, so the page cache keeps its
 * own last good copy instead.
 */
export async function publishedContent(): Promise<SiteContent> {
  if (snapshot && isCurrent(snapshot)) return snapshot.content
  reading ??= readPublished().finally(() => {
    reading = null
  })
  try {
    snapshot = await reading
    return snapshot.content
  } catch (error) {
    if (!snapshot) throw error
    reportStandIn('Reading the published content failed; showing the copy read before', error)
    return snapshot.content
  }
}

/** Reads the published content before the first visitor asks for it, so a database lost later leaves the site its facts. */
export async function loadPublishedContent(): Promise<void> {
  await publishedContent()
}
