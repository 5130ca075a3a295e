import { VIDEO_ID_PATTERN } from '../../../app/lib/sermons/youtube.ts'
import type { YouTubeSource } from '../config.ts'
import { YouTubeError } from '../feed.ts'
import { apiGet } from '../youtube-api.ts'

/** The Data API as the library reads it, counting its calls (each costs one quota unit). */
export type CountedApi = { get: <T>(endpoint: string, params: Record<string, string>) => Promise<T>; calls: () => number }

export function countedApi(source: YouTubeSource & { apiKey: string }): CountedApi {
  let calls = 0
  return {
    get: <T>(endpoint: string, params: Record<string, string>) => {
      calls++
      return apiGet<T>(source, endpoint, params)
    },
    calls: () => calls,
  }
}

export const PAGE_SIZE = 50

export type PlaylistEntry = { videoId: string; public: boolean; publishedAt?: string; addedAt?: string }
export type PlaylistPage = { entries: PlaylistEntry[]; nextPageToken?: string }

type PlaylistItem = {
  snippet?: { publishedAt?: string }
  contentDetails?: { videoId?: string; videoPublishedAt?: string }
  status?: { privacyStatus?: string }
}

/** One page of a playlist's items; undefined when YouTube answers 404 (the channel has no such playlist). */
export async function playlistPage(api: CountedApi, playlistId: string, pageToken?: string, maxResults = PAGE_SIZE): Promise<PlaylistPage | undefined> {
  const params: Record<string, string> = { part: 'snippet,contentDetails,status', playlistId, maxResults: String(maxResults) }
  if (pageToken) params.pageToken = pageToken
  let response: { items?: PlaylistItem[]; nextPageToken?: string }
  try {
    response = await api.get('playlistItems', params)
  } catch (error) {
    if (error instanceof YouTubeError && error.status === 404) return undefined
    throw error
  }
  const entries = (response.items ?? []).flatMap((item) => {
    const videoId = item.contentDetails?.videoId
    if (!videoId || !VIDEO_ID_PATTERN.test(videoId)) return []
    return [
      { videoId, public: item.status?.privacyStatus === 'public', publishedAt: item.contentDetails?.videoPublishedAt, addedAt: item.snippet?.publishedAt },
    ]
  })
  return { entries, nextPageToken: response.nextPageToken || undefined }
}

/** Every video id of a playlist, in its order. */
export async function playlistVideoIds(api: CountedApi, playlistId: string): Promise<string[]> {
  const ids: string[] = []
  let pageToken: string | undefined
  do {
    const page = await playlistPage(api, playlistId, pageToken)
    if (!page) return ids
    ids.push(...page.entries.map((entry) => entry.videoId))
    pageToken = page.nextPageToken
  } while (pageToken)
  return ids
}

export type LibraryVideo = { id: string; title: string; description: string; publishedAt: string; durationSeconds: number | null }

type Video = {
  id: string
  snippet?: { title?: string; description?: string; publishedAt?: string; liveBroadcastContent?: string }
  status?: { privacyStatus?: string }
  contentDetails?: { duration?: string }
}

/** What videos.list says of some ids: the watchable ones, those still to come (upcoming, live), and those gone (private, deleted). */
export type VideoVerdicts = { watchable: LibraryVideo[]; awaited: string[]; gone: string[] }

export async function videoVerdicts(api: CountedApi, entries: PlaylistEntry[]): Promise<VideoVerdicts> {
  const verdicts: VideoVerdicts = { watchable: [], awaited: [], gone: [] }
  const byId = new Map(entries.map((entry) => [entry.videoId, entry]))
  const ids = [...byId.keys()]
  for (let start = 0; start < ids.length; start += PAGE_SIZE) {
    const batch = ids.slice(start, start + PAGE_SIZE)
    const response = await api.get<{ items?: Video[] }>('videos', { part: 'snippet,status,contentDetails', id: batch.join(','), maxResults: String(PAGE_SIZE) })
    const found = new Map((response.items ?? []).map((video) => [video.id, video]))
    for (const id of batch) {
      const video = found.get(id)
      const broadcast = video?.snippet?.liveBroadcastContent ?? 'none'
      if (video?.status?.privacyStatus !== 'public') verdicts.gone.push(id)
      else if (broadcast !== 'none') verdicts.awaited.push(id)
      else
        verdicts.watchable.push({
          id,
          title: video.snippet?.title ?? '',
          description: video.snippet?.description ?? '',
          publishedAt: byId.get(id)?.publishedAt ?? video.snippet?.publishedAt ?? new Date().toISOString(),
          durationSeconds: isoDurationSeconds(video.contentDetails?.duration),
        })
    }
  }
  return verdicts
}

/** Seconds in an ISO 8601 duration such as PT1H2M3S or P1DT2H; null when YouTube gave none. */
export function isoDurationSeconds(duration: string | undefined): number | null {
  const match = duration?.match(/^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/)
  if (!match || duration === 'P' || duration!.endsWith('T')) return null
  const [days, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0))
  return ((days! * 24 + hours!) * 60 + minutes!) * 60 + seconds!
}

export type ChannelPlaylist = { id: string; title: string; description: string; etag: string; itemCount: number }

type Playlist = { id: string; etag?: string; snippet?: { title?: string; description?: string }; contentDetails?: { itemCount?: number } }

/** The channel's playlists, every page. */
export async function channelPlaylists(api: CountedApi, channelId: string): Promise<ChannelPlaylist[]> {
  const playlists: ChannelPlaylist[] = []
  let pageToken: string | undefined
  do {
    const params: Record<string, string> = { part: 'snippet,contentDetails', channelId, maxResults: String(PAGE_SIZE) }
    if (pageToken) params.pageToken = pageToken
    const response = await api.get<{ items?: Playlist[]; nextPageToken?: string }>('playlists', params)
    for (const item of response.items ?? []) {
      if (!/^[A-Za-z0-9_-]{2,64}$/.test(item.id)) continue
      playlists.push({
        id: item.id,
        title: item.snippet?.title ?? '',
        description: item.snippet?.description ?? '',
        etag: item.etag ?? '',
        itemCount: item.contentDetails?.itemCount ?? 0,
      })
    }
    pageToken = response.nextPageToken || undefined
  } while (pageToken)
  return playlists
}
