import { VIDEO_ID_PATTERN } from '../../app/lib/sermons/youtube.ts'
import { joinUrl, type YouTubeSource } from './config.ts'
import { MAX_SERMONS_KEPT, newestFirst, UPSTREAM_TIMEOUT_MS, YouTubeError, type SermonFeed, type SermonVideo } from './feed.ts'

/**
 * The channel through the YouTube Data API v3, at 6 quota units a refresh: channels.list for the
 * uploads playlist, playlistItems.list on its long-video (UULF), past-stream (UULV) and Shorts
 * (UUSH) variants, then videos.list, which drops private, deleted, upcoming and live items.
 * Never search.list, which costs 100 units.
 */

const SHORTS_LOOKED_AT = 10
const VIDEOS_PER_CALL = 50

type PlaylistItem = { contentDetails?: { videoId?: string; videoPublishedAt?: string }; status?: { privacyStatus?: string } }
type Video = {
  id: string
  snippet?: { title?: string; description?: string; publishedAt?: string; liveBroadcastContent?: string }
  status?: { privacyStatus?: string }
}
type ListResponse<T> = { items?: T[] }
type PlaylistEntry = { videoId: string; publishedAt?: string }

export async function fetchFeedFromApi(source: YouTubeSource & { apiKey: string }): Promise<SermonFeed> {
  const uploads = await uploadsPlaylistId(source)
  const tail = uploads.slice(2)
  const [longVideos, pastStreams, shorts] = await Promise.all([
    playlistEntries(source, `UULF${tail}`, MAX_SERMONS_KEPT),
    playlistEntries(source, `UULV${tail}`, MAX_SERMONS_KEPT),
    playlistEntries(source, `UUSH${tail}`, SHORTS_LOOKED_AT),
  ])
  const shortIds = new Set(shorts.map((entry) => entry.videoId))
  const longEntries = uniqueEntries([...longVideos, ...pastStreams]).filter((entry) => !shortIds.has(entry.videoId))
  const watchable = await watchableVideos(
    source,
    [...longEntries, ...shorts].map((entry) => entry.videoId),
  )

  const toVideo = (entry: PlaylistEntry): SermonVideo | undefined => {
    const video = watchable.get(entry.videoId)
    if (!video) return undefined
    return {
      id: video.id,
      title: video.snippet?.title ?? '',
      description: video.snippet?.description ?? '',
      publishedAt: entry.publishedAt ?? video.snippet?.publishedAt ?? '',
    }
  }
  const sermons = newestFirst(longEntries.map(toVideo).filter((video) => video !== undefined)).slice(0, MAX_SERMONS_KEPT)
  const [latestShort] = newestFirst(shorts.map(toVideo).filter((video) => video !== undefined))
  return { source: 'api', sermons, latestShort: latestShort ? { id: latestShort.id, title: latestShort.title } : null }
}

/** One Data API call; a failure is a YouTubeError with the status and YouTube's reason. */
export async function apiGet<T>(source: YouTubeSource & { apiKey: string }, endpoint: string, params: Record<string, string>): Promise<T> {
  const url = new URL(joinUrl(source.apiBaseUrl, endpoint))
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
  url.searchParams.set('key', source.apiKey)
  let response: Response
  try {
    response = await fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) })
  } catch (error) {
    throw new YouTubeError(`${endpoint}.list could not be reached: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (!response.ok) {
    const reason = await errorReason(response)
    throw new YouTubeError(`${endpoint}.list answered ${response.status}${reason ? ` ${reason}` : ''}`, response.status, reason)
  }
  return (await response.json()) as T
}

/** The `reason` of a Data API error body, such as quotaExceeded or playlistNotFound. */
async function errorReason(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { error?: { errors?: { reason?: string }[]; message?: string } }
    return body.error?.errors?.[0]?.reason ?? body.error?.message
  } catch {
    return undefined
  }
}

async function uploadsPlaylistId(source: YouTubeSource & { apiKey: string }): Promise<string> {
  const response = await apiGet<ListResponse<{ contentDetails?: { relatedPlaylists?: { uploads?: string } } }>>(source, 'channels', {
    part: 'contentDetails',
    id: source.channelId,
  })
  const uploads = response.items?.[0]?.contentDetails?.relatedPlaylists?.uploads
  if (!uploads?.startsWith('UU')) throw new YouTubeError(`channels.list found no channel ${source.channelId}`)
  return uploads
}

/** A playlist's public items. YouTube answers 404 for a variant the channel doesn't have: that is an empty list. */
async function playlistEntries(source: YouTubeSource & { apiKey: string }, playlistId: string, maxResults: number): Promise<PlaylistEntry[]> {
  let response: ListResponse<PlaylistItem>
  try {
    response = await apiGet(source, 'playlistItems', { part: 'contentDetails,status', playlistId, maxResults: String(maxResults) })
  } catch (error) {
    if (error instanceof YouTubeError && error.status === 404) return []
    throw error
  }
  return (response.items ?? []).flatMap((item) => {
    const videoId = item.contentDetails?.videoId
    if (!videoId || !VIDEO_ID_PATTERN.test(videoId)) return []
    if (item.status?.privacyStatus && item.status.privacyStatus !== 'public') return []
    return [{ videoId, publishedAt: item.contentDetails?.videoPublishedAt }]
  })
}

/** The videos that a visitor can watch now: public, and neither upcoming nor live. Missing ones are private or deleted. */
async function watchableVideos(source: YouTubeSource & { apiKey: string }, ids: string[]): Promise<Map<string, Video>> {
  const unique = [...new Set(ids)]
  const batches: string[][] = []
  for (let start = 0; start < unique.length; start += VIDEOS_PER_CALL) batches.push(unique.slice(start, start + VIDEOS_PER_CALL))
  const responses = await Promise.all(
    batches.map((batch) => apiGet<ListResponse<Video>>(source, 'videos', { part: 'snippet,status', id: batch.join(','), maxResults: String(VIDEOS_PER_CALL) })),
  )
  const watchable = new Map<string, Video>()
  for (const video of responses.flatMap((response) => response.items ?? [])) {
    const broadcast = video.snippet?.liveBroadcastContent ?? 'none'
    if (video.status?.privacyStatus === 'public' && broadcast === 'none') watchable.set(video.id, video)
  }
  return watchable
}

function uniqueEntries(entries: PlaylistEntry[]): PlaylistEntry[] {
  const seen = new Set<string>()
  return entries.filter((entry) => !seen.has(entry.videoId) && seen.add(entry.videoId))
}
