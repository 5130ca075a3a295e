import postgres from 'postgres'
import { applyMigrations, migrationNames } from '../../db/migrate.ts'
import type { ObjectStore } from '../storage/object-store.ts'
import { columnsOf, databaseLoader, MIGRATIONS_TABLE } from './database-dump.ts'
import { type BackupManifest, type DatabaseContents, FILE_MAX_BYTES, fileEntryName, MANIFEST_NAME } from './manifest.ts'
import { type ArchiveFile, archiveEntries, readAll } from './read-archive.ts'
import { ArchiveError, type TarEntry } from './tar.ts'

export class RestoreRefused extends Error {}

/** Refuses a backup whose schema this version of the site cannot rebuild: one made by a newer version. */
export async function checkMigrations(manifest: BackupManifest): Promise<void> {
  const known = await migrationNames()
  const unknown = manifest.migrations.filter((name) => !known.includes(name))
  if (unknown.length > 0) {
    throw new RestoreRefused(`This backup was made by a newer version of the site (it has the migration ${unknown[0]}). Update the site first, then restore.`)
  }
  const expected = known.slice(0, manifest.migrations.length)
  if (expected.join() !== manifest.migrations.join()) {
    throw new RestoreRefused("This backup's migrations are not the ones this version of the site applies, in order: it cannot be restored here.")
  }
}

const listed = (names: readonly string[]) => (names.length === 0 ? 'none' : names.join(', '))

/**
 * Every table the manifest names must be one of the site's own, as the backup's migrations
 * made them (the public schema, less the migrations' record), with exactly its columns; every
 * sequence one of the site's. A name that reaches past them, such as pg_authid, is refused.
 */
async function checkTables(tx: postgres.TransactionSql, contents: DatabaseContents): Promise<void> {
  const own = new Set(
    (await tx<{ name: string }[]>`select tablename as name from pg_tables where schemaname = 'public' and tablename <> ${MIGRATIONS_TABLE}`).map(
      (row) => row.name,
    ),
  )
  for (const table of contents.tables) {
    if (!own.has(table.name)) {
      throw new RestoreRefused(`Nothing was restored: the backup names the table ${table.name}, which is not one of the site's own tables.`)
    }
    const columns = await columnsOf(tx, table.name)
    if (columns.join() !== table.columns.join()) {
      throw new RestoreRefused(
        `Nothing was restored: the backup gives the table ${table.name} the columns ${listed(table.columns)}, and the site's table has ${listed(columns)}.`,
      )
    }
  }
  const sequences = new Set((await tx<{ name: string }[]>`select sequencename as name from pg_sequences where schemaname = 'public'`).map((row) => row.name))
  const foreign = contents.sequences.find((sequence) => !sequences.has(sequence.name))
  if (foreign) throw new RestoreRefused(`Nothing was restored: the backup names the sequence ${foreign.name}, which is not one of the site's own.`)
}

export type RestoreOutcome = { tables: number; rows: number; files: number; migrationsAfter: string[] }

/**
 * Restores a verified archive into an empty database and an empty object store, in one
 * transaction: applies the backup's migrations, checks its tables against the schema they made,
 * loads its rows, writes its files, then applies the migrations this version has since. Any
 * refusal or failure rolls all of it back and removes the files written, so the database and
 * the store are as they were. The caller has checked that both are empty.
 */
export async function restoreArchive(
  archive: ArchiveFile,
  manifest: BackupManifest,
  target: { databaseUrl: string; store: ObjectStore },
): Promise<RestoreOutcome> {
  const sql = postgres(target.databaseUrl, { max: 1, onnotice: () => {}, connection: { application_name: 'church-website restore' } })
  const written: string[] = []
  try {
    const migrationsAfter = await sql.begin(async (tx) => {
      const upTo = manifest.migrations.at(-1)
      if (upTo) await applyMigrations(tx, undefined, upTo)
      await checkTables(tx, manifest.database)
      const entries = archiveEntries(archive)
      let next = await entries.next()
      const loader = databaseLoader(tx, manifest.database)
      await loader.begin()
      for (; !next.done && loader.isPart(next.value.name); next = await entries.next()) await loader.load(next.value.name, next.value.body)
      await loader.end()
      const expectedFiles = new Set(manifest.files.map((entry) => fileEntryName(entry.key)))
      for (; !next.done; next = await entries.next()) {
        if (next.value.name !== MANIFEST_NAME) await restoreFile(next.value, expectedFiles, target.store, written)
      }
      return applyMigrations(tx)
    })
    const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0)
    return { tables: manifest.database.tables.length, rows, files: manifest.files.length, migrationsAfter }
  } catch (error) {
    for (const key of written) await target.store.remove(key).catch(() => {})
    throw error
  } finally {
    await sql.end({ timeout: 2 })
  }
}

async function restoreFile(entry: TarEntry, expected: Set<string>, store: ObjectStore, written: string[]) {
  if (!expected.has(entry.name)) throw new ArchiveError(`The archive holds ${entry.name}, which its manifest does not list as a file`)
  const key = entry.name.slice(fileEntryName('').length)
  if ((await store.size(key)) === entry.size) return // already there, checked by the caller to be this backup's own
  const bytes = await readAll(entry.body, FILE_MAX_BYTES, entry.name)
  written.push(key)
  await store.put(key, bytes)
}
