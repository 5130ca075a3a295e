import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SiteContent } from '../../app/content/documents/index.ts'

const MIGRATIONS = fileURLToPath(new URL('../../db/migrations/', import.meta.url))

/** One document's first version, as a migration inserts it. */
const FIRST_VERSION = /insert into content_versions \(key, version, content, origin\) values \('([a-z-]+)', 1, \$json\$([\s\S]*?)\$json\$, 'first'\)/g

/**
 * What a fresh install publishes: each document's first version, read from the migrations that
 * insert it. Tests compare pages, feeds and structured data with it rather than with copies.
 */
export function firstContent(): SiteContent {
  const documents: Record<string, unknown> = {}
  for (const file of readdirSync(MIGRATIONS).filter((name) => name.endsWith('.sql'))) {
    for (const [, key, json] of readFileSync(path.join(MIGRATIONS, file), 'utf8').matchAll(FIRST_VERSION)) {
      documents[key as string] = JSON.parse(json as string)
    }
  }
  return documents as SiteContent
}
