import postgres from 'postgres'
import { migrate, migrationNames } from '../../db/migrate.ts'
import type { ObjectStore } from '../storage/object-store.ts'
import { databaseLoader } from './database-dump.ts'
import { type BackupManifest, fileEntryName, MANIFEST_NAME } from './manifest.ts'
import { archiveEntries, readAll } from './read-archive.ts'
import { ArchiveError, type TarEntry } from './tar.ts'

/** The largest upload the site takes is 10 MB; photos' masters are smaller. */
const FILE_MAX_BYTES = 64 * 1024 * 1024

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

export type RestoreOutcome = { tables: number; rows: number; files: number; migrationsAfter: string[] }

/**
 * Restores a verified archive into an empty database and an empty object store: applies the
 * backup's migrations, loads its rows in one transaction, writes its files, then applies the
 * migrations this version has since. The caller has checked that both are empty.
 */
export async function restoreArchive(file: string, manifest: BackupManifest, target: { databaseUrl: string; store: ObjectStore }): Promise<RestoreOutcome> {
  const sql = postgres(target.databaseUrl, { max: 1, onnotice: () => {}, connection: { application_name: 'church-website restore' } })
  try {
    const upTo = manifest.migrations.at(-1)
    if (upTo) await migrate(sql, undefined, upTo)
    const entries = archiveEntries(file)
    let next = await entries.next()
    await sql.begin(async (tx) => {
      const loader = databaseLoader(tx, manifest.database)
      await loader.begin()
      for (; !next.done && loader.isPart(next.value.name); next = await entries.next()) await loader.load(next.value.name, next.value.body)
      await loader.end()
    })
    const expectedFiles = new Set(manifest.files.map((entry) => fileEntryName(entry.key)))
    let files = 0
    for (; !next.done; next = await entries.next()) {
      if (next.value.name === MANIFEST_NAME) continue
      await restoreFile(next.value, expectedFiles, target.store)
      files++
    }
    const migrationsAfter = await migrate(sql)
    const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0)
    return { tables: manifest.database.tables.length, rows, files, migrationsAfter }
  } finally {
    await sql.end({ timeout: 2 })
  }
}

async function restoreFile(entry: TarEntry, expected: Set<string>, store: ObjectStore) {
  if (!expected.has(entry.name)) throw new ArchiveError(`The archive holds ${entry.name}, which its manifest does not list as a file`)
  const key = entry.name.slice(fileEntryName('').length)
  if ((await store.size(key)) === entry.size) return // already there, checked by the caller to be this backup's own
  await store.put(key, await readAll(entry.body, FILE_MAX_BYTES, entry.name))
}
