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

export const fileEntryName = (key: string) => `files/${key}`

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
