import { PHOTO_CONTENT_TYPES, PHOTO_FORMATS, PHOTO_WIDTHS, type PhotoFormat } from '../../app/lib/content/photo-files.ts'
import { PHOTO_ID } from '../../app/content/fields/fields.ts'
import type { SessionAdmin } from '../auth/session.ts'
import { BadRequest, NotFound } from '../errors.ts'
import { json, matchesIfNoneMatch } from '../http/responses.ts'
import { readBodyBytes } from '../http/request-body.ts'
import { objectStore } from '../storage/object-store.ts'
import { addPhoto, fileKey, newPhotoId } from './library.ts'
import { MAX_PHOTO_UPLOAD_BYTES, processPhoto } from './process.ts'

const TOO_LARGE = `The photo is too large: at most ${MAX_PHOTO_UPLOAD_BYTES / 1024 / 1024} MB`

/**
 * POST /api/admin/photos: the image's bytes as the body. Checked by its signature and decoded,
 * stored without any of its metadata in each kept width and format. Admin only.
 */
export async function handlePhotoUpload(request: Request, admin: SessionAdmin): Promise<Response> {
  const bytes = await readBodyBytes(request, MAX_PHOTO_UPLOAD_BYTES).catch((error: unknown) => {
    throw error instanceof BadRequest && error.status === 413 ? new BadRequest(TOO_LARGE, 413) : error
  })
  if (bytes.byteLength === 0) throw new BadRequest('The photo is empty: choose a JPEG, PNG or WebP file')
  const photo = await processPhoto(bytes)
  const id = newPhotoId()
  await addPhoto(id, photo, { actorEmail: admin.email, action: 'photo.upload', detail: 'Photo uploaded' })
  return json({ id, width: photo.width, height: photo.height }, { status: 201 })
}

const FILE_NAME = /^(\d{1,5})\.([a-z]{3,4})$/
const IMMUTABLE = 'public, max-age=31536000, immutable'

function parseFileName(name: string): { width: number; format: PhotoFormat } | null {
  const [, width, format] = FILE_NAME.exec(name) ?? []
  if (!PHOTO_FORMATS.includes(format as PhotoFormat) || !PHOTO_WIDTHS.includes(Number(width) as (typeof PHOTO_WIDTHS)[number])) return null
  return { width: Number(width), format: format as PhotoFormat }
}

/** GET /api/photos/{id}/{width}.{avif|webp|jpg}: one kept file of a photo, cached for good, since an id's files never change. */
export async function handlePhotoFile(request: Request, id: string, name: string): Promise<Response> {
  const file = parseFileName(name)
  if (!PHOTO_ID.test(id) || !file) throw new NotFound('Not found')
  const etag = `"${id}-${file.width}-${file.format}"`
  const headers = new Headers({ ETag: etag, 'Cache-Control': IMMUTABLE })
  if (matchesIfNoneMatch(request.headers.get('If-None-Match'), etag)) return new Response(null, { status: 304, headers })
  const bytes = await objectStore().read(fileKey(id, file.width, file.format))
  if (!bytes) throw new NotFound('Not found')
  headers.set('Content-Type', PHOTO_CONTENT_TYPES[file.format])
  headers.set('Content-Length', String(bytes.byteLength))
  return new Response(bytes as BodyInit, { status: 200, headers })
}
