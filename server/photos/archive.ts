import type { ExportedPhoto } from '../../app/lib/content/admin-api.ts'
import { PHOTO_ID } from '../../app/content/fields/fields.ts'
import type postgres from 'postgres'
import { sql } from '../../db/client.ts'
import type { Queryable } from '../../db/queryable.ts'
import { BadRequest } from '../errors.ts'
import { objectStore } from '../storage/object-store.ts'
import { fileKey, findPhotos, insertPhotoRow, removePhotoFiles, type StoredPhotoFiles, writePhotoFiles } from './library.ts'
import { assertPhotoType, MAX_PHOTO_UPLOAD_BYTES, type ProcessedPhoto, processPhoto } from './process.ts'
import { photoWidths } from '../../app/lib/content/photo-files.ts'

type PhotoValue = { id: string; alt: unknown; width: unknown; height: unknown }

/** A photo field's value (fields.ts `photo()`): the only objects in content with an id and a description. */
function isPhotoValue(value: unknown): value is PhotoValue {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false
  const { id } = value as { id?: unknown }
  return typeof id === 'string' && PHOTO_ID.test(id) && 'alt' in value
}

/** Calls `visit` with each photo value in any JSON value and its dot path (`people.2.photo`). */
function eachPhoto(value: unknown, path: string, visit: (photo: PhotoValue, path: string) => void): void {
  if (isPhotoValue(value)) {
    visit(value, path)
    return
  }
  if (!value || typeof value !== 'object') return
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value)
  for (const [key, item] of entries) eachPhoto(item, path ? `${path}.${key}` : String(key), visit)
}

/** The ids of every photo a document (or any JSON value) names, each once. */
export function photoIdsIn(content: unknown): string[] {
  const ids = new Set<string>()
  eachPhoto(content, '', (photo) => ids.add(photo.id))
  return [...ids]
}

/** A copy of `value` with each photo value replaced by `replace(photo)`. */
function mapPhotos(value: unknown, replace: (photo: PhotoValue) => PhotoValue): unknown {
  if (isPhotoValue(value)) return replace(value)
  if (Array.isArray(value)) return value.map((item) => mapPhotos(item, replace))
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapPhotos(item, replace)]))
}

/**
 * Checks that every photo a document names is in the library, and gives back the document with
 * each photo's true width and height. An unknown id is a 400 naming the field by its dot path;
 * `label` turns a path into the field's label for the message. `db` is the transaction that sees
 * photos an import is adding.
 */
export async function resolvePhotos<T>(content: T, label: (path: string) => string = () => 'Photo', db: Queryable = sql()): Promise<T> {
  const known = await findPhotos(photoIdsIn(content), db)
  const details: Record<string, string> = {}
  eachPhoto(content, '', (photo, path) => {
    if (!known.has(photo.id)) details[path] = `${label(path)}: this photo is not in the photo library; upload it again`
  })
  if (Object.keys(details).length > 0) throw new BadRequest('Invalid request', 400, details)
  return mapPhotos(content, (photo) => {
    const row = known.get(photo.id)!
    return { ...photo, width: row.width, height: row.height }
  }) as T
}

/**
 * The photos with these ids, base64, each with its true width and height; an id the library does
 * not hold is left out. Each carries its largest served JPEG (at most 1280 px wide) rather than its
 * 2400 px master: a master weighs 0.6 to 2.5 MB, so a file of twenty photos would pass what an import
 * takes, while a 1280 px JPEG weighs 150 to 250 KB. An import makes every served width again from
 * it, since no width is ever wider than the photo it is made from.
 */
export async function exportPhotos(ids: string[]): Promise<ExportedPhoto[]> {
  const known = await findPhotos([...new Set(ids)])
  const exported: ExportedPhoto[] = []
  for (const [id, row] of known) {
    const largest = Math.max(...row.widths)
    const bytes = await objectStore().read(fileKey(id, largest, 'jpg'))
    if (!bytes) {
      console.error(`The photo ${id} is listed but its ${largest} px JPEG is missing from storage`)
      continue
    }
    exported.push({ id, contentType: 'image/jpeg', width: row.width, height: row.height, data: Buffer.from(bytes).toString('base64') })
  }
  return exported
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/
const MAX_BASE64_LENGTH = Math.ceil(MAX_PHOTO_UPLOAD_BYTES / 3) * 4

/** The photo's bytes, or the problem with it, checked as an upload's are before anything is decoded. */
function bytesOf(photo: unknown): Uint8Array {
  const { id, data } = (photo ?? {}) as Partial<ExportedPhoto>
  if (typeof id !== 'string' || !PHOTO_ID.test(id)) throw new BadRequest('the photo has no valid id')
  if (typeof data !== 'string' || data.length === 0 || !BASE64.test(data)) throw new BadRequest('the photo is not base64 data')
  if (data.length > MAX_BASE64_LENGTH) throw new BadRequest(`the photo is larger than ${MAX_PHOTO_UPLOAD_BYTES / 1024 / 1024} MB`, 413)
  const bytes = new Uint8Array(Buffer.from(data, 'base64'))
  assertPhotoType(bytes)
  return bytes
}

/** Runs `check` on each photo, collecting every problem as `photos.<index>` details of one 400. */
function eachChecked<T>(photos: unknown[], check: (photo: unknown, index: number) => T): T[] {
  const details: Record<string, string> = {}
  const results = photos.map((photo, index) => {
    try {
      return check(photo, index)
    } catch (error) {
      if (!(error instanceof BadRequest)) throw error
      details[`photos.${index}`] = `Photo ${index + 1}: ${error.message}`
      return undefined as T
    }
  })
  if (Object.keys(details).length > 0) throw new BadRequest('Invalid request', 400, details)
  return results
}

/**
 * The photo as it was on the site it came from: its files made from the exported image, with the
 * true width and height the file gives. An image that cannot be that photo scaled down, keeping
 * every width it was served in, is refused. A file without them (an older export) carried the master.
 */
function withTrueSize(photo: ExportedPhoto, processed: ProcessedPhoto): ProcessedPhoto {
  const { width, height } = photo
  if (width === undefined || height === undefined) return processed
  const scaledHeight = Math.round((height * processed.width) / width)
  const sameWidths = photoWidths(processed.width).length === photoWidths(width).length
  if (processed.width > width || Math.abs(scaledHeight - processed.height) > 1 || !sameWidths) {
    throw new BadRequest(`its width and height (${width} × ${height}) do not match the image (${processed.width} × ${processed.height})`)
  }
  return { ...processed, width, height }
}

/**
 * Stages exported photos: every photo's id, data and signature checked before any is stored, then
 * each decoded and made again in every width, as an upload is, and its files written. A photo
 * already in the library is left as it is.
 */
async function stagePhotos(photos: ExportedPhoto[]): Promise<StoredPhotoFiles[]> {
  const checked = eachChecked(photos, (photo) => ({ photo: photo as ExportedPhoto, bytes: bytesOf(photo) }))
  const done = new Set((await findPhotos(checked.map(({ photo }) => photo.id))).keys())
  const staged: StoredPhotoFiles[] = []
  try {
    for (const [index, { photo, bytes }] of checked.entries()) {
      if (done.has(photo.id)) continue
      const processed = await processPhoto(bytes)
        .then((made) => withTrueSize(photo, made))
        .catch((error: unknown) => {
          throw error instanceof BadRequest ? new BadRequest('Invalid request', 400, { [`photos.${index}`]: `Photo ${index + 1}: ${error.message}` }) : error
        })
      staged.push(await writePhotoFiles(photo.id, processed))
      done.add(photo.id)
    }
  } catch (error) {
    await discardStaged(staged)
    throw error
  }
  return staged
}

/** Deletes the files of staged photos that did not join the library; one that another import added meanwhile keeps its files. */
async function discardStaged(staged: StoredPhotoFiles[]): Promise<void> {
  const kept = await findPhotos(staged.map((photo) => photo.id))
  for (const photo of staged) if (!kept.has(photo.id)) await removePhotoFiles(photo.keys)
}

/**
 * Adds exported photos to the library under their own ids, in one transaction with `work`, which
 * sees them there: the photos are kept only when it commits. Anything refused or failed, in the
 * photos or in `work`, leaves the library as it was.
 */
export async function withImportedPhotos<T>(photos: ExportedPhoto[], actorEmail: string | null, work: (tx: postgres.TransactionSql) => Promise<T>): Promise<T> {
  const staged = await stagePhotos(photos)
  try {
    const result = await sql().begin(async (tx) => {
      for (const photo of staged) await insertPhotoRow(tx, photo, { actorEmail, action: 'photo.import', detail: 'Photo imported' })
      return work(tx)
    })
    return result as T
  } catch (error) {
    await discardStaged(staged)
    throw error
  }
}

/** Adds exported photos to the library under their own ids, all of them or none. */
export async function importPhotos(photos: ExportedPhoto[], actorEmail: string | null = null): Promise<void> {
  await withImportedPhotos(photos, actorEmail, async () => {})
}
