import { sql } from '../../../db/client.ts'
import type { YouTubeSource } from '../config.ts'
import { YouTubeError } from '../feed.ts'
import { fetchFeedFromRss } from '../youtube-rss.ts'
import { type LibraryState, recordImportProgress, recordUploadsCoveredFrom, recordUploadsSeen } from './state.ts'
import { storeSermons, storeSeries } from './store.ts'
import {
  type ChannelPlaylist,
  type CountedApi,
  channelPlaylists,
  type PlaylistEntry,
  playlistPage,
  playlistVideoIds,
  type VideoVerdicts,
  videoVerdicts,
} from './youtube-lists.ts'

/**
 * Reading the channel into the library (decision 069). A first import pages through the long-video
 * (UULF) and past-stream (UULV) playlists, 50 videos a page and one videos.list call a page, storing
 * each page with where to go on from, so an import cut short resumes. Later checks read only the top
 * of the uploads playlist (UU), down to the first upload already known. Both end with the playlists.
 */

/** The first page of the uploads playlist a later check reads: enough for a week's uploads. */
const NEWEST_UPLOADS_LOOKED_AT = 10
/** A later check reads at most this many pages of uploads: more new ones wait for the next check. */
const MAX_UPLOAD_PAGES = 5

export type YouTubeCheck = { added: number; message: string }

/** Without an API key: the channel's feed gives its newest sermons; the library stays incomplete. */
export async function importFromFeed(source: YouTubeSource): Promise<YouTubeCheck> {
  const feed = await fetchFeedFromRss(source)
  const videos = feed.sermons.map((video) => ({ ...video, durationSeconds: null }))
  await sql().begin((tx) => storeSermons(videos, tx))
  return {
    added: videos.length,
    message: `Read the newest ${videos.length} sermons from the channel’s feed; without a YouTube API key the library holds only the newest.`,
  }
}

export async function importFromApi(api: CountedApi, source: YouTubeSource, state: LibraryState): Promise<YouTubeCheck> {
  const tail = source.channelId.slice(2)
  if (!state.complete) {
    await recordUploadsCoveredFrom(source.channelId, new Date())
    const added = await firstImport(api, source.channelId, tail, state)
    const series = await readSeries(api, source.channelId)
    await sql().begin((tx) => storeSeries(series.playlists, series.itemsRead, tx))
    return { added, message: `Imported ${added} sermons and ${series.playlists.length} series: the whole channel is in.` }
  }
  const news = await newUploads(api, tail, state)
  const series = await readSeries(api, source.channelId)
  await sql().begin(async (tx) => {
    await storeSermons(news.sermons, tx)
    await recordUploadsSeen(source.channelId, news.seen, tx)
    await storeSeries(series.playlists, series.itemsRead, tx)
  })
  const added = news.sermons.length
  return { added, message: added === 0 ? 'Checked: no new sermons.' : `Checked: ${added} new ${added === 1 ? 'sermon' : 'sermons'}.` }
}

async function firstImport(api: CountedApi, channelId: string, tail: string, state: LibraryState): Promise<number> {
  const playlists = [`UULF${tail}`, `UULV${tail}`]
  let index = Math.max(0, playlists.indexOf(state.resume_playlist ?? ''))
  let pageToken = state.resume_page_token ?? undefined
  let added = 0
  while (index < playlists.length) {
    const playlistId = playlists[index]!
    const page = await pageOrRestart(api, playlistId, pageToken)
    const verdicts: VideoVerdicts = page
      ? await videoVerdicts(
          api,
          page.entries.filter((entry) => entry.public),
        )
      : { watchable: [], awaited: [], gone: [] }
    const next = page?.nextPageToken
    if (!next) index++
    pageToken = next
    const resumePlaylist = next ? playlistId : (playlists[index] ?? null)
    await sql().begin(async (tx) => {
      await storeSermons(verdicts.watchable, tx)
      await recordImportProgress(
        channelId,
        { resumePlaylist, resumePageToken: next ?? null, complete: resumePlaylist === null, awaited: verdicts.awaited, passedOver: verdicts.gone },
        tx,
      )
    })
    added += verdicts.watchable.length
  }
  return added
}

/** A page of a playlist; a stored page token YouTube no longer accepts starts the playlist again. */
async function pageOrRestart(api: CountedApi, playlistId: string, pageToken: string | undefined) {
  try {
    return await playlistPage(api, playlistId, pageToken)
  } catch (error) {
    if (pageToken && error instanceof YouTubeError && error.reason === 'invalidPageToken') return playlistPage(api, playlistId)
    throw error
  }
}

type NewUploads = { sermons: VideoVerdicts['watchable']; seen: { passedOver: string[]; awaited: string[]; awaitedAsked: boolean } }

/**
 * The uploads since the last check: the top of the uploads playlist down to the first video already
 * known, or added before the first import began. Only new public ones are asked about, with the
 * upcoming and live ones still awaited; the Shorts among them are told apart by the Shorts playlist.
 */
async function newUploads(api: CountedApi, tail: string, state: LibraryState): Promise<NewUploads> {
  const known = new Set([...(await sermonIds()), ...state.passed_over_video_ids, ...state.awaited_video_ids])
  const coveredUntil = state.uploads_covered_until?.getTime() ?? Number.NEGATIVE_INFINITY
  const fresh: PlaylistEntry[] = []
  let pageToken: string | undefined
  walk: for (let pages = 0; pages < MAX_UPLOAD_PAGES; pages++) {
    const page = await playlistPage(api, `UU${tail}`, pageToken, pages === 0 ? NEWEST_UPLOADS_LOOKED_AT : undefined)
    for (const entry of page?.entries ?? []) {
      if (known.has(entry.videoId) || Date.parse(entry.addedAt ?? '') <= coveredUntil) break walk
      if (entry.public) fresh.push(entry)
    }
    pageToken = page?.nextPageToken
    if (!pageToken) break
  }
  const awaitedAsked = state.awaited_video_ids.length > 0 && (fresh.length > 0 || state.awaited_due)
  if (fresh.length === 0 && !awaitedAsked) return { sermons: [], seen: { passedOver: [], awaited: state.awaited_video_ids, awaitedAsked: false } }

  const asked = awaitedAsked ? [...fresh, ...state.awaited_video_ids.map((videoId) => ({ videoId, public: true }))] : fresh
  const verdicts = await videoVerdicts(api, asked)
  const shorts = verdicts.watchable.length > 0 ? await shortIds(api, tail) : new Set<string>()
  return {
    sermons: verdicts.watchable.filter((video) => !shorts.has(video.id)),
    seen: {
      passedOver: [...verdicts.watchable.filter((video) => shorts.has(video.id)).map((video) => video.id), ...verdicts.gone],
      awaited: awaitedAsked ? verdicts.awaited : [...new Set([...state.awaited_video_ids, ...verdicts.awaited])],
      awaitedAsked,
    },
  }
}

/** The channel's newest Shorts: new uploads are among them if they are Shorts at all. */
async function shortIds(api: CountedApi, tail: string): Promise<Set<string>> {
  const page = await playlistPage(api, `UUSH${tail}`)
  return new Set(page?.entries.map((entry) => entry.videoId))
}

async function sermonIds(): Promise<string[]> {
  const rows = await sql()<{ video_id: string }[]>`select video_id from sermons`
  return rows.map((row) => row.video_id)
}

/** The playlists, and the items of those whose etag or item count changed since they were last read. */
async function readSeries(api: CountedApi, channelId: string): Promise<{ playlists: ChannelPlaylist[]; itemsRead: Map<string, string[]> }> {
  const playlists = await channelPlaylists(api, channelId)
  const stored = await sql()<{ playlist_id: string; etag: string | null; item_count: number | null }[]>`
    select playlist_id, etag, item_count from sermon_series`
  const unchanged = new Set(
    stored
      .filter((row) => playlists.some((p) => p.id === row.playlist_id && p.etag === row.etag && p.itemCount === row.item_count))
      .map((row) => row.playlist_id),
  )
  const itemsRead = new Map<string, string[]>()
  for (const playlist of playlists) {
    if (unchanged.has(playlist.id)) continue
    itemsRead.set(playlist.id, playlist.itemCount === 0 ? [] : await playlistVideoIds(api, playlist.id))
  }
  return { playlists, itemsRead }
}
