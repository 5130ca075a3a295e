import { londonToday } from '../../../app/lib/calendar/london-time.ts'
import { findPassage } from '../../../app/lib/sermons/passage.ts'
import { sermonSlug, slugWords } from '../../../app/lib/sermons/slug.ts'
import { findSpeaker } from '../../../app/lib/sermons/speaker.ts'
import type { Queryable } from '../../../db/queryable.ts'
import type { ChannelPlaylist, LibraryVideo } from './youtube-lists.ts'

/** The columns' limits (db/migrations/00048_sermon_library.sql). */
const TITLE_MAX = 300
const DESCRIPTION_MAX = 10_000
const SUGGESTION_MAX = 80
const SERIES_DESCRIPTION_MAX = 5000
const SERIES_SLUG_MAX = 80

type SermonRow = {
  video_id: string
  slug: string
  title: string
  description: string
  published_at: string
  duration_seconds: number | null
  suggested_speaker: string | null
  suggested_passage: string | null
}

/**
 * Adds new sermons and updates the details of known ones. Hidden stays hidden, a confirmed speaker
 * or passage is never touched, and suggestions follow the title and description only until the
 * administrator has confirmed. Rows that did not change are not written, so the site version stays.
 */
export async function storeSermons(videos: LibraryVideo[], tx: Queryable): Promise<void> {
  if (videos.length === 0) return
  const unique = [...new Map(videos.map((video) => [video.id, video])).values()]
  const slugs = await slugsFor(unique, tx)
  const rows: SermonRow[] = unique.map((video) => {
    const text = `${video.title}\n${video.description}`
    return {
      video_id: video.id,
      slug: slugs.get(video.id)!,
      title: video.title.slice(0, TITLE_MAX),
      description: video.description.slice(0, DESCRIPTION_MAX),
      published_at: video.publishedAt,
      duration_seconds: video.durationSeconds,
      suggested_speaker: findSpeaker(text)?.slice(0, SUGGESTION_MAX) ?? null,
      suggested_passage: findPassage(text)?.passage.slice(0, SUGGESTION_MAX) ?? null,
    }
  })
  await tx`
    insert into sermons ${tx(rows, 'video_id', 'slug', 'title', 'description', 'published_at', 'duration_seconds', 'suggested_speaker', 'suggested_passage')}
    on conflict (video_id) do update set
      title = excluded.title,
      description = excluded.description,
      published_at = excluded.published_at,
      duration_seconds = coalesce(excluded.duration_seconds, sermons.duration_seconds),
      suggested_speaker = case when sermons.speaker is null and (sermons.title, sermons.description) is distinct from (excluded.title, excluded.description)
        then excluded.suggested_speaker else sermons.suggested_speaker end,
      suggested_passage = case when sermons.passage is null and (sermons.title, sermons.description) is distinct from (excluded.title, excluded.description)
        then excluded.suggested_passage else sermons.suggested_passage end
    where (sermons.title, sermons.description, sermons.published_at, sermons.duration_seconds)
      is distinct from (excluded.title, excluded.description, excluded.published_at, coalesce(excluded.duration_seconds, sermons.duration_seconds))`
}

/** A known sermon keeps its address; a new one takes its London date and title, made unique. */
async function slugsFor(videos: LibraryVideo[], tx: Queryable): Promise<Map<string, string>> {
  const ids = videos.map((video) => video.id)
  const known = await tx<{ video_id: string; slug: string }[]>`select video_id, slug from sermons where video_id = any(${ids})`
  const slugs = new Map(known.map((row) => [row.video_id, row.slug]))
  const fresh = videos.filter((video) => !slugs.has(video.id)).map((video) => ({ video, date: londonToday(new Date(video.publishedAt)) }))
  if (fresh.length === 0) return slugs
  const dates = [...new Set(fresh.map((item) => item.date))]
  const takenRows = await tx<{ slug: string }[]>`select slug from sermons where left(slug, 10) = any(${dates})`
  const taken = new Set(takenRows.map((row) => row.slug))
  for (const { video, date } of fresh) {
    const slug = sermonSlug(video.title, date, (candidate) => taken.has(candidate))
    taken.add(slug)
    slugs.set(video.id, slug)
  }
  return slugs
}

/**
 * The channel's playlists as series: new ones added, gone ones removed (they are YouTube's, not the
 * administrator's), and the items of those read this time put in their order, for sermons the library has.
 */
export async function storeSeries(playlists: ChannelPlaylist[], itemsRead: Map<string, string[]>, tx: Queryable): Promise<void> {
  const ids = playlists.map((playlist) => playlist.id)
  await tx`delete from sermon_series where not (playlist_id = any(${ids}))`
  const slugRows = await tx<{ playlist_id: string; slug: string }[]>`select playlist_id, slug from sermon_series`
  const slugs = new Map(slugRows.map((row) => [row.playlist_id, row.slug]))
  const taken = new Set(slugs.values())
  for (const playlist of playlists) {
    let slug = slugs.get(playlist.id)
    if (!slug) {
      const base = slugWords(playlist.title, SERIES_SLUG_MAX - 4) || 'series'
      slug = base
      for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
      taken.add(slug)
    }
    const read = itemsRead.has(playlist.id)
    await tx`
      insert into sermon_series (playlist_id, slug, title, description, etag, item_count)
      values (${playlist.id}, ${slug}, ${playlist.title.slice(0, TITLE_MAX)}, ${playlist.description.slice(0, SERIES_DESCRIPTION_MAX)},
        ${read ? playlist.etag : null}, ${read ? playlist.itemCount : null})
      on conflict (playlist_id) do update set
        title = excluded.title, description = excluded.description,
        etag = coalesce(excluded.etag, sermon_series.etag), item_count = coalesce(excluded.item_count, sermon_series.item_count)
      where (sermon_series.title, sermon_series.description, sermon_series.etag, sermon_series.item_count)
        is distinct from (excluded.title, excluded.description, coalesce(excluded.etag, sermon_series.etag), coalesce(excluded.item_count, sermon_series.item_count))`
  }
  for (const [playlistId, videoIds] of itemsRead) await storeSeriesItems(playlistId, videoIds, tx)
}

async function storeSeriesItems(playlistId: string, videoIds: string[], tx: Queryable) {
  const positions = new Map<string, number>()
  for (const id of videoIds) if (!positions.has(id)) positions.set(id, positions.size)
  const ids = [...positions.keys()]
  await tx`delete from sermon_series_items where playlist_id = ${playlistId} and not (video_id = any(${ids}))`
  const rows = await tx<{ video_id: string }[]>`select video_id from sermons where video_id = any(${ids})`
  const items = rows.map((row) => ({ playlist_id: playlistId, video_id: row.video_id, position: positions.get(row.video_id)! }))
  if (items.length === 0) return
  await tx`
    insert into sermon_series_items ${tx(items, 'playlist_id', 'video_id', 'position')}
    on conflict (playlist_id, video_id) do update set position = excluded.position
    where sermon_series_items.position is distinct from excluded.position`
}
