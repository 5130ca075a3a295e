import { sql } from '../../db/client.ts'
import { THUMBNAIL_FILES, type ThumbnailSize } from '../../app/lib/sermons/youtube.ts'
import { env } from '../env.ts'
import { churchVideoIds } from './church-videos.ts'
import { joinUrl } from './config.ts'
import { BUSY, fetchThumbnailImage, type ThumbnailImage } from './thumbnail-fetch.ts'

export type Thumbnail = { image: Uint8Array<ArrayBuffer>; contentType: string; cacheControl: string }

/** Where thumbnails come from, which channel's videos may have one, and how many bytes may be kept. */
export type ThumbnailSettings = { imageBaseUrl: string; channelId: string | undefined; maxStoredBytes: number }

export function thumbnailSettingsFromEnv(): ThumbnailSettings {
  const config = env()
  return { imageBaseUrl: config.YOUTUBE_IMAGE_BASE_URL, channelId: config.YOUTUBE_CHANNEL_ID, maxStoredBytes: config.SERMON_THUMBNAILS_MAX_BYTES }
}

/** After a week a thumbnail is fetched again (a channel may change it); browsers keep it as long. */
const REFETCH_AFTER_SECONDS = 7 * 24 * 60 * 60
/** After a miss (no such image, YouTube failing, or no room left) YouTube is asked again an hour later, not on every request. */
const RECHECK_AFTER_MISS_SECONDS = 60 * 60
const STORED_CACHE_CONTROL = `public, max-age=${REFETCH_AFTER_SECONDS}, stale-while-revalidate=86400`
/** The poster stands in while YouTube can't be reached, so browsers ask again within the hour. */
const POSTER_CACHE_CONTROL = 'public, max-age=3600'

const POSTER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 360" width="480" height="360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#82223a"/><stop offset="1" stop-color="#2a2024"/></linearGradient></defs>
<rect width="480" height="360" fill="url(#g)"/>
<path d="M232 120h16v40h32v16h-32v64h-16v-64h-32v-16h32z" fill="#f3cf7a" opacity=".35"/>
</svg>`

const poster = (): Thumbnail => ({
  image: new TextEncoder().encode(POSTER_SVG),
  contentType: 'image/svg+xml',
  cacheControl: POSTER_CACHE_CONTROL,
})

/** fresh: not due for a fetch yet; current: fetched within the week, not kept on after a failed fetch. */
type StoredThumbnail = { content_type: string | null; image: Uint8Array<ArrayBuffer> | null; fresh: boolean; current: boolean }
type Key = { videoId: string; size: ThumbnailSize }

const inFlight = new Map<string, Promise<Thumbnail>>()

/**
 * A thumbnail of one of the church's own videos, from our PostgreSQL cache, fetched from YouTube's
 * image host when missing or a week old. When YouTube can't give one, the last stored copy, or else
 * a neutral poster. Undefined, without asking YouTube, for any other video.
 * The video id must already be validated (VIDEO_ID_PATTERN).
 */
export async function getThumbnail(videoId: string, size: ThumbnailSize, settings = thumbnailSettingsFromEnv()): Promise<Thumbnail | undefined> {
  const churchVideos = await churchVideoIds(settings.channelId)
  if (!churchVideos.has(videoId)) return undefined
  const name = `${videoId}/${size}`
  let pending = inFlight.get(name)
  if (!pending) {
    pending = loadThumbnail({ videoId, size }, churchVideos, settings).finally(() => inFlight.delete(name))
    inFlight.set(name, pending)
  }
  return pending
}

async function loadThumbnail(key: Key, churchVideos: Set<string>, settings: ThumbnailSettings): Promise<Thumbnail> {
  const stored = await readStored(key)
  if (stored?.fresh) return stored.image ? storedAnswer(stored, stored.current ? STORED_CACHE_CONTROL : POSTER_CACHE_CONTROL) : poster()
  const fetched = await fetchThumbnailImage(joinUrl(settings.imageBaseUrl, `vi/${key.videoId}/${THUMBNAIL_FILES[key.size]}`))
  if (fetched === BUSY) return stored?.image ? storedAnswer(stored, POSTER_CACHE_CONTROL) : poster()
  await remember(key, fetched, stored, churchVideos, settings.maxStoredBytes).catch((error: unknown) =>
    console.error('Storing a video thumbnail failed', error),
  )
  if (fetched) return { ...fetched, cacheControl: STORED_CACHE_CONTROL }
  if (stored?.image) return storedAnswer(stored, POSTER_CACHE_CONTROL)
  return poster()
}

function storedAnswer(stored: StoredThumbnail, cacheControl: string): Thumbnail {
  return { image: stored.image!, contentType: stored.content_type!, cacheControl }
}

async function readStored({ videoId, size }: Key): Promise<StoredThumbnail | undefined> {
  try {
    const [row] = await sql()<StoredThumbnail[]>`
      select content_type, image, check_after > now() as fresh,
        fetched_at > now() - make_interval(secs => ${REFETCH_AFTER_SECONDS}) as current
      from sermon_thumbnails where video_id = ${videoId} and size = ${size}`
    return row ? { ...row, image: row.image && new Uint8Array(row.image) } : undefined
  } catch (error) {
    console.error('Reading a cached video thumbnail failed', error)
    return undefined
  }
}

/** Keeps what YouTube answered, within the budget; or, after a miss, when to ask again. */
async function remember(key: Key, fetched: ThumbnailImage | undefined, stored: StoredThumbnail | undefined, churchVideos: Set<string>, maxStoredBytes: number) {
  if (!fetched) return recheckLater(key)
  if (stored?.image && sameBytes(stored.image, fetched.image)) return markFetchedAgain(key)
  const kept = await storeWithinBudget(key, fetched, churchVideos, maxStoredBytes)
  if (!kept) await recheckLater(key)
}

/**
 * Stores an image if the table's images and it fit the budget, after dropping the thumbnails of
 * videos that are no longer the church's (the feed moved on). One store at a time, so concurrent
 * stores cannot each fit on their own and overshoot together.
 */
async function storeWithinBudget({ videoId, size }: Key, fetched: ThumbnailImage, churchVideos: Set<string>, maxStoredBytes: number): Promise<boolean> {
  return sql().begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtext('sermon_thumbnails'))`
    await tx`delete from sermon_thumbnails where not (video_id = any(${[...churchVideos]}))`
    const [row] = await tx<{ others: string }[]>`
      select coalesce(sum(octet_length(image)), 0) as others
      from sermon_thumbnails where not (video_id = ${videoId} and size = ${size})`
    if (Number(row!.others) + fetched.image.byteLength > maxStoredBytes) return false
    await tx`
      insert into sermon_thumbnails (video_id, size, content_type, image, fetched_at, check_after)
      values (${videoId}, ${size}, ${fetched.contentType}, ${Buffer.from(fetched.image)}, now(), now() + make_interval(secs => ${REFETCH_AFTER_SECONDS}))
      on conflict (video_id, size) do update
      set content_type = excluded.content_type, image = excluded.image, fetched_at = now(), check_after = excluded.check_after`
    return true
  })
}

/** The same image again: only the dates change, so PostgreSQL keeps the stored bytes where they are. */
async function markFetchedAgain({ videoId, size }: Key) {
  await sql()`
    update sermon_thumbnails set fetched_at = now(), check_after = now() + make_interval(secs => ${REFETCH_AFTER_SECONDS})
    where video_id = ${videoId} and size = ${size}`
}

/** After a miss: ask YouTube again in an hour, keeping any stored image as it is. */
async function recheckLater({ videoId, size }: Key) {
  await sql()`
    insert into sermon_thumbnails (video_id, size, check_after)
    values (${videoId}, ${size}, now() + make_interval(secs => ${RECHECK_AFTER_MISS_SECONDS}))
    on conflict (video_id, size) do update set check_after = excluded.check_after`
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.byteLength === b.byteLength && Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength))
}
