import { joinChunks, readWithin } from '../request-body.ts'

export type ThumbnailImage = { image: Uint8Array<ArrayBuffer>; contentType: string }

/** YouTube's largest thumbnails (maxres, 1280×720) weigh a few hundred KB; anything past this is refused. */
export const MAX_THUMBNAIL_BYTES = 512 * 1024
/** For the whole answer, body included. */
const FETCH_TIMEOUT_MS = 5000
/**
 * Fetches under way at once, and waiting for a turn: what the image host sends is held in memory
 * only by these, at most MAX_THUMBNAIL_BYTES each. Past the queue a request gets the poster at once.
 */
const FETCHES_AT_ONCE = 4
const FETCHES_WAITING = 32

let running = 0
const waiting: (() => void)[] = []

/**
 * One image from YouTube's image host: a JPEG, PNG or WebP of at most MAX_THUMBNAIL_BYTES, read
 * with that limit and a timeout. Undefined when there is none, it is too large, the host fails or
 * is too slow, or too many fetches are already waiting. Never rejects.
 */
export async function fetchThumbnailImage(url: string): Promise<ThumbnailImage | undefined> {
  if (running >= FETCHES_AT_ONCE) {
    if (waiting.length >= FETCHES_WAITING) return undefined
    await new Promise<void>((resolve) => waiting.push(resolve))
  } else {
    running++
  }
  try {
    return await fetchWithinLimits(url)
  } finally {
    const next = waiting.shift()
    if (next) next()
    else running--
  }
}

async function fetchWithinLimits(url: string): Promise<ThumbnailImage | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
    const contentType = (response.headers.get('Content-Type') ?? '').split(';')[0]!.trim()
    const declared = Number(response.headers.get('Content-Length') ?? 0)
    if (!response.ok || !/^image\/(jpeg|png|webp)$/.test(contentType) || declared > MAX_THUMBNAIL_BYTES) {
      await response.body?.cancel()
      return undefined
    }
    const read = await readWithin(response.body, MAX_THUMBNAIL_BYTES)
    if (!('chunks' in read) || read.total === 0) return undefined
    return { image: new Uint8Array(joinChunks(read.chunks, read.total)), contentType }
  } catch {
    return undefined
  }
}
