import { randomBytes } from 'node:crypto'
import { sql } from '../../db/client.ts'
import type { Queryable } from '../../db/queryable.ts'
import type { PhotoFormat } from '../../app/lib/content/photo-files.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { BadRequest } from '../errors.ts'
import { type ObjectStore, objectStore } from '../storage/object-store.ts'
import type { ProcessedPhoto } from './process.ts'

/** The library's budget: a site running unattended cannot be filled by uploads. */
export const MAX_PHOTOS = 500
export const MAX_PHOTO_LIBRARY_BYTES = 500 * 1024 * 1024
export const LIBRARY_FULL = `The photo library is full: it holds at most ${MAX_PHOTOS} photos and ${MAX_PHOTO_LIBRARY_BYTES / 1024 / 1024} MB`

export type PhotoRow = { id: string; width: number; height: number; widths: number[]; byte_size: number; uploaded_at: Date; uploaded_by: string | null }

/** 128 random bits, as 32 lowercase hex digits (PHOTO_ID in app/lib/content/fields.ts). */
export function newPhotoId(): string {
  return randomBytes(16).toString('hex')
}

export const masterKey = (id: string) => `photos/${id}/master.jpg`
export const fileKey = (id: string, width: number, format: PhotoFormat) => `photos/${id}/${width}.${format}`

function keysOf(id: string, photo: ProcessedPhoto): string[] {
  return [masterKey(id), ...photo.files.map((file) => fileKey(id, file.width, file.format))]
}

function byteSizeOf(photo: ProcessedPhoto): number {
  return photo.files.reduce((total, file) => total + file.bytes.byteLength, photo.master.byteLength)
}

/** A photo whose files are in storage: in the library once its row is inserted, until then only staged. */
export type StoredPhotoFiles = { id: string; width: number; height: number; widths: number[]; byteSize: number; keys: string[] }

export async function findPhoto(id: string, db: Queryable = sql()): Promise<PhotoRow | null> {
  const [row] = await db<PhotoRow[]>`select id, width, height, widths, byte_size::float8 as byte_size, uploaded_at, uploaded_by from photos where id = ${id}`
  return row ?? null
}

export async function findPhotos(ids: string[], db: Queryable = sql()): Promise<Map<string, PhotoRow>> {
  if (ids.length === 0) return new Map()
  const rows = await db<PhotoRow[]>`
    select id, width, height, widths, byte_size::float8 as byte_size, uploaded_at, uploaded_by from photos where id = any(${ids})`
  return new Map(rows.map((row) => [row.id, row]))
}

/** Throws a 409 when one more photo of `bytes` would pass the budget. */
async function assertRoomFor(bytes: number, db: Queryable = sql()): Promise<void> {
  const [used] = await db<{ count: number; bytes: number }[]>`select count(*)::int as count, coalesce(sum(byte_size), 0)::float8 as bytes from photos`
  if (used!.count >= MAX_PHOTOS || used!.bytes + bytes > MAX_PHOTO_LIBRARY_BYTES) throw new BadRequest(LIBRARY_FULL, 409)
}

type Change = { actorEmail: string | null; action: 'photo.upload' | 'photo.import'; detail: string }

export async function removePhotoFiles(keys: string[], store: ObjectStore = objectStore()): Promise<void> {
  for (const key of keys) await store.remove(key).catch(() => {})
}

/** Writes a processed photo's files under `id`; a failed write (a full disk) deletes the ones written. No row yet: see insertPhotoRow. */
export async function writePhotoFiles(id: string, photo: ProcessedPhoto, store: ObjectStore = objectStore()): Promise<StoredPhotoFiles> {
  const byteSize = byteSizeOf(photo)
  await assertRoomFor(byteSize)
  const keys = keysOf(id, photo)
  try {
    await store.put(masterKey(id), photo.master)
    for (const file of photo.files) await store.put(fileKey(id, file.width, file.format), file.bytes)
  } catch (error) {
    await removePhotoFiles(keys, store)
    throw error
  }
  const widths = [...new Set(photo.files.map((file) => file.width))]
  return { id, width: photo.width, height: photo.height, widths, byteSize, keys }
}

/**
 * Puts stored files in the library: the photo's row and the audit entry, in the caller's transaction,
 * with the budget checked under a lock. An id already in the library is left as it is.
 */
export async function insertPhotoRow(tx: Queryable, stored: StoredPhotoFiles, change: Change): Promise<void> {
  await tx`select pg_advisory_xact_lock(hashtext('photos'))`
  await assertRoomFor(stored.byteSize, tx)
  const inserted = await tx`
    insert into photos (id, width, height, widths, byte_size, uploaded_by)
    values (${stored.id}, ${stored.width}, ${stored.height}, ${stored.widths}::int[], ${stored.byteSize}, ${change.actorEmail})
    on conflict (id) do nothing returning id`
  // The same id is the same photo (128 random bits): its files were only written again.
  if (inserted.length === 0) return
  await recordAudit(
    {
      actorEmail: change.actorEmail,
      action: change.action,
      detail: `${change.detail}: ${stored.id}, ${stored.width} × ${stored.height}, ${stored.byteSize} bytes`,
    },
    tx,
  )
}

/** Adds a processed photo under `id`: its files, then its row. A refused or failed insert deletes the files again. */
export async function addPhoto(id: string, photo: ProcessedPhoto, change: Change, store: ObjectStore = objectStore()): Promise<void> {
  const stored = await writePhotoFiles(id, photo, store)
  try {
    await sql().begin((tx) => insertPhotoRow(tx, stored, change))
  } catch (error) {
    await removePhotoFiles(stored.keys, store)
    throw error
  }
}

/** Deletes the photo's row, with the audit entry, in the caller's transaction; false when there is no such photo. Its files stay until removePhotoFilesOf. */
export async function deletePhotoRow(tx: Queryable, id: string, actorEmail: string): Promise<boolean> {
  const [deleted] = await tx<{ width: number; height: number }[]>`delete from photos where id = ${id} returning width, height`
  if (!deleted) return false
  await recordAudit({ actorEmail, action: 'photo.delete', detail: `Photo deleted: ${id}, ${deleted.width} × ${deleted.height}` }, tx)
  return true
}

/** Deletes every file a photo has in storage. */
export async function removePhotoFilesOf(id: string, store: ObjectStore = objectStore()): Promise<void> {
  await removePhotoFiles(await store.keys(`photos/${id}/`), store)
}
