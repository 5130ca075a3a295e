import { createHash } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { rename, rm } from 'node:fs/promises'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import type { ObjectStore } from '../storage/object-store.ts'
import { archiveDatabase } from './database-dump.ts'
import { encrypted } from './encryption.ts'
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, type BackupManifest, fileEntryName, MANIFEST_NAME, OBJECT_KEY } from './manifest.ts'
import { createTarWriter, type WrittenEntry } from './tar.ts'

export type WrittenArchive = { file: string; bytes: number; sha256: string; manifest: BackupManifest }

type BackupSources = {
  databaseUrl: string
  store: ObjectStore
  site: string
  /** The public key the archive is encrypted to; without it the archive is plain gzip. */
  recipient?: string
  log?: (line: string) => void
}

/** Counts and hashes the archive's bytes on their way to the file. */
function measure() {
  const hash = createHash('sha256')
  let bytes = 0
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk)
      bytes += chunk.length
      done(null, chunk)
    },
  })
  return { stream, result: () => ({ bytes, sha256: hash.digest('hex') }) }
}

async function archiveFiles(store: ObjectStore, tar: ReturnType<typeof createTarWriter>, entries: WrittenEntry[], log: (line: string) => void) {
  const files: BackupManifest['files'] = []
  for (const key of (await store.keys('')).sort()) {
    if (!OBJECT_KEY.test(key)) {
      log(`Backup: left out ${JSON.stringify(key)}, which is not a name the site makes`)
      continue
    }
    const size = await store.size(key)
    const body = size === null ? null : await store.stream(key)
    if (size === null || !body) continue // removed since it was listed: no row refers to it any more
    entries.push(await tar.add(fileEntryName(key), size, body as unknown as AsyncIterable<Uint8Array>))
    files.push({ key, size })
  }
  return files
}

/**
 * Writes one archive of the database and the uploaded files to `file`: a gzipped tar of the
 * tables' rows (one snapshot), the files read through the object store, and last a manifest
 * with the SHA-256 of every entry, encrypted to `recipient` when one is given. It is written
 * beside `file` and renamed into place only when complete, so a half-written archive never
 * passes for a backup.
 */
export async function writeBackupArchive(file: string, { databaseUrl, store, site, recipient, log = () => {} }: BackupSources): Promise<WrittenArchive> {
  const partial = `${file}.partial`
  const gzip = createGzip({ level: 6 })
  const measured = measure()
  const sealed = recipient ? await encrypted(gzip, recipient) : gzip
  const written = pipeline(sealed, measured.stream, createWriteStream(partial, { mode: 0o600 }))
  written.catch(() => {}) // awaited below; a failure meanwhile surfaces through the writes
  try {
    const tar = createTarWriter(gzip)
    const entries: WrittenEntry[] = []
    const { postgresVersion, migrations, database } = await archiveDatabase(databaseUrl, tar, entries)
    const files = await archiveFiles(store, tar, entries, log)
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      site,
      migrations,
      postgresVersion,
      database,
      files,
      entries,
    }
    await tar.addBytes(MANIFEST_NAME, new TextEncoder().encode(`${JSON.stringify(manifest, null, 1)}\n`))
    await tar.finish()
    gzip.end()
    await written
    await rename(partial, file)
    return { file, ...measured.result(), manifest }
  } catch (error) {
    gzip.destroy()
    await written.catch(() => {})
    await rm(partial, { force: true })
    throw error
  }
}
