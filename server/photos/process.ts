import sharp, { type Sharp } from 'sharp'
import { PHOTO_FORMATS, type PhotoFormat, photoWidths } from '../../app/lib/content/photo-files.ts'
import { BadRequest } from '../errors.ts'
import { imageTypeOf } from './image-type.ts'

/** Large enough for any phone's photo; the pixels are checked separately. */
export const MAX_PHOTO_UPLOAD_BYTES = 12 * 1024 * 1024

/** The longest side of the stripped master every width is made from, and that an export carries. */
export const MASTER_MAX_SIDE = 2400
/** Narrower photos would have no kept width. */
export const MIN_PHOTO_WIDTH = 320
/** More pixels than any camera's photo: a larger header is a decompression bomb, refused before decoding. */
export const MAX_INPUT_PIXELS = 60_000_000

export const ONLY_PHOTOS = 'Only JPEG, PNG and WebP photos can be uploaded'
export const HEIC_REFUSED =
  'HEIC and HEIF photos cannot be read here: save the photo as JPEG and upload that (on an iPhone: Settings › Camera › Formats › Most Compatible)'
export const UNREADABLE = 'The photo could not be read: the file is damaged or incomplete'

export type PhotoFile = { width: number; format: PhotoFormat; bytes: Uint8Array }
export type ProcessedPhoto = { width: number; height: number; master: Uint8Array; files: PhotoFile[] }

const ENCODERS: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 78 }),
  jpg: (image) => image.jpeg({ quality: 80, mozjpeg: true }),
}

/** Refuses by signature what is not a JPEG, PNG or WebP: 415, with HEIC named. */
export function assertPhotoType(bytes: Uint8Array): void {
  const type = imageTypeOf(bytes)
  if (type === 'heif') throw new BadRequest(HEIC_REFUSED, 415)
  if (type === 'other') throw new BadRequest(ONLY_PHOTOS, 415)
}

/** Reads the header only: the pixel count is checked before a single pixel is decoded. */
async function assertSensibleSize(bytes: Uint8Array): Promise<void> {
  const header = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw new BadRequest(UNREADABLE)
    })
  const { width = 0, height = 0 } = header
  if (width * height > MAX_INPUT_PIXELS) {
    throw new BadRequest(
      `The photo has too many pixels: at most ${MAX_INPUT_PIXELS / 1_000_000} million (${width} × ${height} is ${Math.round((width * height) / 1_000_000)} million)`,
    )
  }
}

/**
 * Decodes once into plain sRGB pixels: turned upright as the camera recorded, flattened onto
 * white, no larger than the master. Nothing of the file's metadata (EXIF, GPS, XMP, ICC) survives.
 */
async function decodeUpright(bytes: Uint8Array) {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
      .autoOrient()
      .resize({ width: MASTER_MAX_SIDE, height: MASTER_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true })
  } catch {
    throw new BadRequest(UNREADABLE)
  }
}

let queue: Promise<unknown> = Promise.resolve()

/** One photo at a time: decoding and encoding take memory and both cores. */
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task)
  queue = run.catch(() => {})
  return run
}

/**
 * Checks an uploaded photo and makes its files: a stripped JPEG master (longest side at most
 * 2400 px) and each kept width in AVIF, WebP and JPEG, never upscaled. A BadRequest says what is wrong.
 */
export function processPhoto(bytes: Uint8Array): Promise<ProcessedPhoto> {
  assertPhotoType(bytes)
  return oneAtATime(async () => {
    await assertSensibleSize(bytes)
    const { data, info } = await decodeUpright(bytes)
    const { width, height, channels } = info
    if (width < MIN_PHOTO_WIDTH) throw new BadRequest(`The photo is too small: it must be at least ${MIN_PHOTO_WIDTH} pixels wide (this one is ${width})`)
    const pixels = () => sharp(data, { raw: { width, height, channels } })
    const master = await pixels().jpeg({ quality: 90 }).toBuffer()
    const files: PhotoFile[] = []
    for (const kept of photoWidths(width)) {
      for (const format of PHOTO_FORMATS) {
        const bytes = await ENCODERS[format](pixels().resize({ width: kept })).toBuffer()
        files.push({ width: kept, format, bytes: new Uint8Array(bytes) })
      }
    }
    return { width, height, master: new Uint8Array(master), files }
  })
}
