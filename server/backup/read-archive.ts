import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { pipeline } from 'node:stream/promises'
import { createGunzip } from 'node:zlib'
import type { Readable } from 'node:stream'
import { decrypted, isEncryptedFile } from './encryption.ts'
import { type BackupManifest, checkListedEntries, FILE_MAX_BYTES, FILES_FOLDER, MANIFEST_NAME, parseManifest } from './manifest.ts'
import { ArchiveError, readTar, type TarEntry } from './tar.ts'

/** A manifest is a few hundred bytes per file: this allows for hundreds of thousands. */
const MANIFEST_MAX_BYTES = 64 * 1024 * 1024

/** A failure to read or inflate the file, told as what it means for the backup. */
export function asArchiveError(error: unknown, file: string): Error {
  if (error instanceof ArchiveError) return error
  const code = (error as NodeJS.ErrnoException).code
  if (code === 'ENOENT') return new ArchiveError(`There is no file ${file}`)
  if (code === 'EISDIR') return new ArchiveError(`${file} is a folder: name the backup's .tar.gz file`)
  if (code === 'EACCES' || code === 'EPERM') {
    const user = process.getuid ? ` (uid ${process.getuid()})` : ''
    return new ArchiveError(
      `${file} cannot be read by the user this runs as${user}: its owner or permissions keep it out, which says nothing of the backup itself. Give the file to that user (chown) or make it readable, and try again`,
    )
  }
  return new ArchiveError(`${file} is damaged or incomplete, or is not a .tar.gz backup (${(error as Error).message})`)
}

async function* withArchiveErrors<T>(items: AsyncIterable<T>, file: string): AsyncGenerator<T> {
  try {
    yield* items
  } catch (error) {
    throw asArchiveError(error, file)
  }
}

/** An archive on disk and, when it is encrypted, the private key that opens it. */
export type ArchiveFile = { file: string; identity?: string }

/** The gzipped bytes of the archive: the file itself, or what the identity decrypts of it. */
async function gzippedBytes({ file, identity }: ArchiveFile): Promise<Readable> {
  const encrypted = await isEncryptedFile(file).catch((error: unknown) => {
    throw asArchiveError(error, file)
  })
  if (!encrypted) return createReadStream(file)
  if (!identity) {
    throw new ArchiveError(
      `${file} is encrypted: give the private key of its backup key pair, from a file with --identity KEY_FILE or in the environment variable BACKUP_IDENTITY`,
    )
  }
  return decrypted(file, createReadStream(file), identity)
}

/** The entries of a gzipped tar file, decrypted first when it is encrypted, with the file's and gzip's errors told as a damaged archive. */
export async function* archiveEntries(archive: ArchiveFile): AsyncGenerator<TarEntry> {
  const { file } = archive
  const gunzip = createGunzip()
  const source = await gzippedBytes(archive)
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
 * with the size and SHA-256 the manifest gives it, and is a part of a table or a file the
 * manifest lists, within the limits; otherwise an ArchiveError naming the first entry that
 * differs. Nothing is restored from an archive that has not passed this.
 */
export async function verifyArchive(archive: ArchiveFile): Promise<BackupManifest> {
  const { file } = archive
  const found: { name: string; size: number; sha256: string }[] = []
  let manifest: BackupManifest | undefined
  for await (const entry of archiveEntries(archive)) {
    if (manifest) throw new ArchiveError(`${file} has ${entry.name} after its manifest: it is not a backup of this site`)
    if (entry.name.startsWith(FILES_FOLDER) && entry.size > FILE_MAX_BYTES) {
      throw new ArchiveError(
        `${file} holds ${entry.name} of ${entry.size} bytes, more than the ${FILE_MAX_BYTES} a file of this site can have: it is not a backup of this site`,
      )
    }
    if (entry.name === MANIFEST_NAME) manifest = parseManifest(await readAll(entry.body, MANIFEST_MAX_BYTES, MANIFEST_NAME))
    else found.push({ name: entry.name, size: entry.size, sha256: await sha256Of(entry.body) })
  }
  if (!manifest) throw new ArchiveError(`${file} has no ${MANIFEST_NAME}: it is not a backup of this site, or it is incomplete`)
  checkListedEntries(file, manifest)
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
