import * as v from 'valibot'
import { ArchiveError } from './tar.ts'

/** The last entry of every archive: what it holds, and the SHA-256 of every entry before it. */
export const MANIFEST_NAME = 'manifest.json'
export const BACKUP_FORMAT = 'church-website-backup'
export const BACKUP_FORMAT_VERSION = 1

/** A key the object store could have made: folders and names of letters, digits, dots, dashes and underscores. */
export const OBJECT_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/

const entrySchema = v.object({ name: v.string(), size: v.pipe(v.number(), v.integer(), v.minValue(0)), sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)) })

const tableSchema = v.object({
  name: v.pipe(v.string(), v.regex(IDENTIFIER)),
  columns: v.array(v.pipe(v.string(), v.regex(IDENTIFIER))),
  rows: v.pipe(v.number(), v.integer(), v.minValue(0)),
  parts: v.array(v.string()),
})

const manifestSchema = v.object({
  format: v.literal(BACKUP_FORMAT),
  formatVersion: v.literal(BACKUP_FORMAT_VERSION),
  createdAt: v.string(),
  site: v.string(),
  /** The migrations applied to the database backed up, in order: its schema. */
  migrations: v.array(v.pipe(v.string(), v.regex(/^\d{5}_[a-z0-9_]+\.sql$/))),
  postgresVersion: v.string(),
  database: v.object({
    /** In an order that loads every referenced row before the rows that refer to it. */
    tables: v.array(tableSchema),
    sequences: v.array(v.object({ name: v.pipe(v.string(), v.regex(IDENTIFIER)), lastValue: v.nullable(v.string()) })),
  }),
  files: v.array(v.object({ key: v.pipe(v.string(), v.regex(OBJECT_KEY)), size: v.number() })),
  entries: v.array(entrySchema),
})

export type BackupManifest = v.InferOutput<typeof manifestSchema>
export type DatabaseContents = BackupManifest['database']
export type ManifestEntry = v.InferOutput<typeof entrySchema>

export const FILES_FOLDER = 'files/'
export const fileEntryName = (key: string) => `${FILES_FOLDER}${key}`
export const partName = (table: string, index: number) => `database/${table}.${String(index).padStart(5, '0')}.copy`

/** The largest upload the site takes is 10 MB; photos' masters are smaller. */
export const FILE_MAX_BYTES = 64 * 1024 * 1024
/** A table's rows are written in parts of about 4 MB; COPY's last chunk may take one a little past it. */
const PART_MAX_BYTES = 64 * 1024 * 1024

function duplicate(names: string[]): string | undefined {
  const seen = new Set<string>()
  return names.find((name) => seen.has(name) || !seen.add(name))
}

/**
 * The entries a backup of this site holds are exactly its tables' parts, named after their
 * table and numbered in order, then its files, each of the size the manifest gives it and
 * within the limits: an entry that is neither, or one too large, is refused before anything
 * is written.
 */
export function checkListedEntries(file: string, manifest: BackupManifest): void {
  const refuse = (why: string): never => {
    throw new ArchiveError(`${file} is not a backup of this site: ${why}. Nothing was restored.`)
  }
  const tables = manifest.database.tables
  const twice = duplicate(tables.map((table) => table.name)) ?? duplicate(manifest.files.map((entry) => entry.key))
  if (twice) refuse(`its manifest lists ${twice} twice`)
  for (const table of tables) {
    const unexpected = table.parts.find((part, index) => part !== partName(table.name, index))
    if (unexpected) refuse(`its manifest lists ${unexpected} as a part of the table ${table.name}`)
  }
  for (const entry of manifest.files) {
    if (entry.size > FILE_MAX_BYTES)
      refuse(`its manifest lists the file ${entry.key} of ${entry.size} bytes, more than the ${FILE_MAX_BYTES} a file of this site can have`)
  }
  const expected = [...tables.flatMap((table) => table.parts), ...manifest.files.map((entry) => fileEntryName(entry.key))]
  const sizes = new Map(manifest.files.map((entry) => [fileEntryName(entry.key), entry.size]))
  manifest.entries.forEach((entry, index) => {
    if (entry.name !== expected[index]) refuse(`it holds ${entry.name}, which its manifest does not list as a part of a table or a file there`)
    const size = sizes.get(entry.name)
    if (size !== undefined && size !== entry.size) refuse(`${entry.name} has ${entry.size} bytes, where its manifest lists ${size}`)
    if (size === undefined && entry.size > PART_MAX_BYTES) refuse(`${entry.name} has ${entry.size} bytes, more than a part of a table ever has`)
  })
  if (manifest.entries.length < expected.length) refuse(`${expected[manifest.entries.length]} is listed in its manifest but missing`)
}

export function parseManifest(bytes: Uint8Array): BackupManifest {
  let value: unknown
  try {
    value = JSON.parse(new TextDecoder().decode(bytes))
  } catch {
    throw new ArchiveError(`The archive's ${MANIFEST_NAME} is not JSON: it is not a backup of this site, or it is corrupted`)
  }
  const result = v.safeParse(manifestSchema, value)
  if (!result.success) {
    const issue = result.issues[0]
    const where = issue.path?.map((item) => String(item.key)).join('.') ?? ''
    throw new ArchiveError(`The archive's ${MANIFEST_NAME} is not one this version of the site reads (${where || 'format'}: ${issue.message})`)
  }
  return result.output
}
