/**
 * A document's content as one version of its schema wrote it, made into the next version's: a
 * small pure function of JSON, written once and never changed, that knows nothing of later versions.
 */
export type ContentMigration = (content: unknown) => unknown

/** What a document's schema versions are made of: version 1, then one migration to each version after it. */
export type Versioned = { title: string; migrations: readonly ContentMigration[] }

/** The schema version the document is written in today. */
export function schemaVersion(document: Versioned): number {
  return document.migrations.length + 1
}

/** Why content written under `version` cannot be read today, or null when it can. */
export function unreadableVersion(document: Versioned, version: unknown): string | null {
  if (!Number.isSafeInteger(version) || (version as number) < 1) return `${document.title}: schema version ${JSON.stringify(version)} is not a version number`
  if ((version as number) > schemaVersion(document)) {
    return `${document.title}: written under schema version ${version}, newer than this site’s ${schemaVersion(document)}; update the site first`
  }
  return null
}

/** Content written under schema `version`, migrated step by step to today's version. */
export function migrateContent(document: Versioned, content: unknown, version: number): unknown {
  const problem = unreadableVersion(document, version)
  if (problem) throw new Error(problem)
  return document.migrations.slice(version - 1).reduce((migrated, migration) => migration(migrated), structuredClone(content))
}
