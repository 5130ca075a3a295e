import { joinChunks, readWithin } from '../http/request-body.ts'

export type ThumbnailImage = { image: Uint8Array<ArrayBuffer>; contentType: string }

/** YouTube's largest thumbnails (maxres, 1280×720) weigh a few hundred KB; anything past this is refused. */
export const MAX_THUMBNAIL_BYTES = 512 * 1024
/** For the whole answer, body included. */
const FETCH_TIMEOUT_MS = 5000
/**
 * Fetches under way at once: what the image host sends is held in memory only by these, at most
 * MAX_THUMBNAIL_BYTES each. Others wait their turn for a few seconds, holding nothing;
 * the queue is long enough for every thumbnail of a full feed at once.
 */
const FETCHES_AT_ONCE = 4
const FETCHES_WAITING = 300
/** Shorter than a fetch's timeout, so that a request waiting behind hung fetches is answered in under 10 s. */
const TURN_WAIT_MS = 4000

/** 'busy' when no turn came in time: nothing was asked, and nothing is to be remembered of it. */
export const BUSY = 'busy'

let running = 0
const waiting: (() => void)[] = []

/**
 * One image from YouTube's image host: a JPEG, PNG or WebP of at most MAX_THUMBNAIL_BYTES, read
 * with that limit and a timeout. Undefined when there is none, it is too large, or the host fails
 * or is too slow. Never rejects.
 */
export async function fetchThumbnailImage(url: string): Promise<ThumbnailImage | undefined | typeof BUSY> {
  if (!(await takeTurn())) return BUSY
  try {
    return await fetchWithinLimits(url)
  } finally {
    const next = waiting.shift()
    if (next) next()
    else running--
  }
}

function takeTurn(): Promise<boolean> | boolean {
  if (running < FETCHES_AT_ONCE) {
    running++
    return true
  }
  if (waiting.length >= FETCHES_WAITING) return false
  return new Promise((resolve) => {
    const turn = () => {
      clearTimeout(timer)
      resolve(true)
    }
    const timer = setTimeout(() => {
      waiting.splice(waiting.indexOf(turn), 1)
      resolve(false)
    }, TURN_WAIT_MS)
    waiting.push(turn)
  })
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
