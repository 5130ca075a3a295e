import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { pipeline } from 'node:stream/promises'
import { createGunzip } from 'node:zlib'
import { type BackupManifest, MANIFEST_NAME, parseManifest } from './manifest.ts'
import { ArchiveError, readTar, type TarEntry } from './tar.ts'

/** A manifest is a few hundred bytes per file: this allows for hundreds of thousands. */
const MANIFEST_MAX_BYTES = 64 * 1024 * 1024

/** A failure to read or inflate the file, told as what it means for the backup. */
function asArchiveError(error: unknown, file: string): Error {
  if (error instanceof ArchiveError) return error
  const code = (error as NodeJS.ErrnoException).code
  if (code === 'ENOENT') return new ArchiveError(`There is no file ${file}`)
  if (code === 'EISDIR') return new ArchiveError(`${file} is a folder: name the backup's .tar.gz file`)
  return new ArchiveError(`${file} is damaged or incomplete, or is not a .tar.gz backup (${(error as Error).message})`)
}

async function* withArchiveErrors<T>(items: AsyncIterable<T>, file: string): AsyncGenerator<T> {
  try {
    yield* items
  } catch (error) {
    throw asArchiveError(error, file)
  }
}

/** The entries of a gzipped tar file, with the file's and gzip's errors told as a damaged archive. */
export async function* archiveEntries(file: string): AsyncGenerator<TarEntry> {
  const gunzip = createGunzip()
  const source = createReadStream(file)
  const reading = pipeline(source, gunzip)
  reading.catch(() => {})
  try {
    for await (const entry of withArchiveErrors(readTar(gunzip), file)) yield { ...entry, body: withArchiveErrors(entry.body, file) }
  } finally {
    gunzip.destroy()
    source.destroy()
  }
}

export async function readAll(body: AsyncIterable<Uint8Array>, limit: number, what: string): Promise<Uint8Array> {
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of body) {
    size += chunk.length
    if (size > limit) throw new ArchiveError(`${what} is larger than ${limit} bytes, more than a backup of this site holds`)
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

async function sha256Of(body: AsyncIterable<Uint8Array>): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of body) hash.update(chunk)
  return hash.digest('hex')
}

/**
 * Reads the whole archive once and returns its manifest when every entry is there, in order,
 * with the size and SHA-256 the manifest gives it; otherwise an ArchiveError naming the first
 * entry that differs. Nothing is restored from an archive that has not passed this.
 */
export async function verifyArchive(file: string): Promise<BackupManifest> {
  const found: { name: string; size: number; sha256: string }[] = []
  let manifest: BackupManifest | undefined
  for await (const entry of archiveEntries(file)) {
    if (manifest) throw new ArchiveError(`${file} has ${entry.name} after its manifest: it is not a backup of this site`)
    if (entry.name === MANIFEST_NAME) manifest = parseManifest(await readAll(entry.body, MANIFEST_MAX_BYTES, MANIFEST_NAME))
    else found.push({ name: entry.name, size: entry.size, sha256: await sha256Of(entry.body) })
  }
  if (!manifest) throw new ArchiveError(`${file} has no ${MANIFEST_NAME}: it is not a backup of this site, or it is incomplete`)
  const listed = manifest.entries
  for (let index = 0; index < Math.max(listed.length, found.length); index++) {
    const expected = listed[index]
    const actual = found[index]
    if (!actual) throw new ArchiveError(`${file} is incomplete: ${expected!.name} is missing`)
    if (!expected || expected.name !== actual.name) throw new ArchiveError(`${file} holds ${actual.name}, which its manifest does not list there`)
    if (expected.size !== actual.size || expected.sha256 !== actual.sha256) {
      throw new ArchiveError(`${file} is damaged: ${actual.name} does not match its SHA-256 checksum in the manifest`)
    }
  }
  return manifest
}
