import { sql } from '../../db/client.ts'
import { THUMBNAIL_FILES, type ThumbnailSize } from '../../app/lib/sermons/youtube.ts'
import { env } from '../env.ts'
import { joinUrl } from './config.ts'

export type Thumbnail = { image: Uint8Array<ArrayBuffer>; contentType: string; cacheControl: string }

/** After a week a thumbnail is fetched again (a channel may change it); browsers keep it as long. */
const REFETCH_AFTER_SECONDS = 7 * 24 * 60 * 60
const STORED_CACHE_CONTROL = `public, max-age=${REFETCH_AFTER_SECONDS}, stale-while-revalidate=86400`
/** The poster stands in while YouTube can't be reached, so browsers ask again within the hour. */
const POSTER_CACHE_CONTROL = 'public, max-age=3600'
const MAX_IMAGE_BYTES = 512 * 1024
const MAX_STORED_THUMBNAILS = 1000
const FETCH_TIMEOUT_MS = 5000

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

type StoredThumbnail = { content_type: string; image: Uint8Array<ArrayBuffer>; fresh: boolean }

const inFlight = new Map<string, Promise<Thumbnail>>()

/**
 * A video's thumbnail from our PostgreSQL cache, fetched from YouTube's image host when missing
 * or a week old. When YouTube can't give one, the last stored copy, or else a neutral poster.
 * The video id must already be validated (VIDEO_ID_PATTERN).
 */
export function getThumbnail(videoId: string, size: ThumbnailSize, imageBaseUrl = env().YOUTUBE_IMAGE_BASE_URL): Promise<Thumbnail> {
  const key = `${videoId}/${size}`
  let pending = inFlight.get(key)
  if (!pending) {
    pending = loadThumbnail(videoId, size, imageBaseUrl).finally(() => inFlight.delete(key))
    inFlight.set(key, pending)
  }
  return pending
}

async function loadThumbnail(videoId: string, size: ThumbnailSize, imageBaseUrl: string): Promise<Thumbnail> {
  const stored = await readStored(videoId, size)
  if (stored?.fresh) return { image: stored.image, contentType: stored.content_type, cacheControl: STORED_CACHE_CONTROL }
  const fetched = await fetchFromYouTube(joinUrl(imageBaseUrl, `vi/${videoId}/${THUMBNAIL_FILES[size]}`))
  if (fetched) {
    await store(videoId, size, fetched).catch((error: unknown) => console.error('Storing a video thumbnail failed', error))
    return { ...fetched, cacheControl: STORED_CACHE_CONTROL }
  }
  if (stored) return { image: stored.image, contentType: stored.content_type, cacheControl: POSTER_CACHE_CONTROL }
  return poster()
}

async function readStored(videoId: string, size: ThumbnailSize): Promise<StoredThumbnail | undefined> {
  try {
    const [row] = await sql()<StoredThumbnail[]>`
      select content_type, image, fetched_at > now() - make_interval(secs => ${REFETCH_AFTER_SECONDS}) as fresh
      from sermon_thumbnails where video_id = ${videoId} and size = ${size}`
    return row ? { ...row, image: new Uint8Array(row.image) } : undefined
  } catch (error) {
    console.error('Reading a cached video thumbnail failed', error)
    return undefined
  }
}

async function fetchFromYouTube(url: string): Promise<{ image: Uint8Array<ArrayBuffer>; contentType: string } | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
    const contentType = (response.headers.get('Content-Type') ?? '').split(';')[0]!.trim()
    if (!response.ok || !/^image\/(jpeg|png|webp)$/.test(contentType)) {
      await response.body?.cancel()
      return undefined
    }
    if (Number(response.headers.get('Content-Length') ?? 0) > MAX_IMAGE_BYTES) {
      await response.body?.cancel()
      return undefined
    }
    const image = new Uint8Array(await response.arrayBuffer())
    if (image.byteLength === 0 || image.byteLength > MAX_IMAGE_BYTES) return undefined
    return { image, contentType }
  } catch {
    return undefined
  }
}

async function store(videoId: string, size: ThumbnailSize, thumbnail: { image: Uint8Array; contentType: string }) {
  await sql()`
    insert into sermon_thumbnails (video_id, size, content_type, image, fetched_at)
    values (${videoId}, ${size}, ${thumbnail.contentType}, ${Buffer.from(thumbnail.image)}, now())
    on conflict (video_id, size) do update set content_type = excluded.content_type, image = excluded.image, fetched_at = now()`
  // Anyone may ask for any video id, so the table keeps only the most recently fetched thumbnails.
  await sql()`
    delete from sermon_thumbnails where (video_id, size) in (
      select video_id, size from sermon_thumbnails order by fetched_at desc offset ${MAX_STORED_THUMBNAILS})`
}
