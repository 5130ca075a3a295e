import { DOCUMENTS } from '../../app/content/documents/index.ts'
import type { ContentKey } from '../../app/content/documents/keys.ts'
import { migrateContent, schemaVersion } from '../../app/content/fields/schema-version.ts'

/** The schema version a document is written in today: what every save, publish, restore and import records. */
export function currentSchemaVersion(key: ContentKey): number {
  return schemaVersion(DOCUMENTS[key])
}

/** Stored content, written under schema `version`, as today's schema reads it. */
export function upToDate(key: ContentKey, content: unknown, version: number): unknown {
  return migrateContent(DOCUMENTS[key], content, version)
}
