import type { Queryable } from '../../db/queryable.ts'
import { sermonSlug, slugWords } from '../../app/lib/sermons/slug.ts'
import { churchToday } from '../../app/lib/site/dates.ts'

/** Titles whose words a search finds: every eighth sermon is on the good shepherd, and so on. */
export const SERMON_THEMES = [
  'The Good Shepherd',
  'Grace in the Wilderness',
  'Light of the World',
  'The Prodigal Son Comes Home',
  'Faith and Doubt',
  'Peace in the Storm',
  'Love One Another',
  'The Bread of Life',
] as const

/** Confirmed details, given to every third sermon in turn. */
export const CONFIRMED_DETAILS = [
  { speaker: 'Dave Morgan', passage: 'John 10:1-18', book: 'John' },
  { speaker: 'Ruth Adeyemi', passage: 'Psalm 23', book: 'Psalms' },
  { speaker: 'Sam Patel', passage: 'Genesis 1:1-5', book: 'Genesis' },
] as const

/** What the import suggested for the others: never shown in public. */
export const SUGGESTED_SPEAKER = 'Pastor Unconfirmed'
export const SUGGESTED_PASSAGE = 'Obadiah 1:1'

export const SEEDED_AUDIO = { url: 'https://podcast.example.org/episodes/newest.mp3', episodeUrl: 'https://podcast.example.org/episodes/newest' }

export type SeedOptions = {
  /** The newest sermon's date; the others go back a week at a time. */
  newest?: Date
  /** Series made from the sermons, each from every `count / series`th sermon, in the order preached. */
  series?: number
  /** Every `hiddenEvery`th sermon is hidden by an administrator; 0 for none. */
  hiddenEvery?: number
  /** The channel whose import state to write, and whether it is complete; no state is written without one. */
  channelId?: string
  complete?: boolean
  /** The start of every video id, so that two seeds in one database never clash. */
  idPrefix?: string
}

export type SeededSermon = {
  videoId: string
  slug: string
  title: string
  description: string
  publishedAt: Date
  hidden: boolean
  speaker: string | null
  passage: string | null
  book: string | null
  audio: boolean
}

export type SeededSeries = { playlistId: string; slug: string; title: string; videoIds: string[] }

export type SeededLibrary = { sermons: SeededSermon[]; visible: SeededSermon[]; series: SeededSeries[] }

const WEEK_MS = 7 * 24 * 60 * 60 * 1000
const BATCH = 500

function videoId(prefix: string, n: number): string {
  return `${prefix}${String(n).padStart(11 - prefix.length, '0')}`
}

/** The `n`th sermon, newest first: its theme, confirmed details on every third, hidden on every `hiddenEvery`th, audio on the newest. */
function sermonAt(n: number, options: Required<Pick<SeedOptions, 'newest' | 'hiddenEvery' | 'idPrefix'>>, taken: Set<string>): SeededSermon {
  const theme = SERMON_THEMES[n % SERMON_THEMES.length]!
  const publishedAt = new Date(options.newest.getTime() - n * WEEK_MS)
  const title = `${theme} (week ${n + 1})`
  const slug = sermonSlug(title, churchToday(publishedAt), (candidate) => taken.has(candidate))
  taken.add(slug)
  const details = n % 3 === 0 ? CONFIRMED_DETAILS[(n / 3) % CONFIRMED_DETAILS.length]! : null
  return {
    videoId: videoId(options.idPrefix, n),
    slug,
    title,
    description: `A message on ${theme.toLowerCase()} from our Sunday service.\n\nRead along at https://www.bible.com/ and join us next week. Sermon ${n + 1}.`,
    publishedAt,
    hidden: options.hiddenEvery > 0 && n % options.hiddenEvery === options.hiddenEvery - 1,
    speaker: details?.speaker ?? (n % 3 === 1 ? '' : null),
    passage: details?.passage ?? (n % 3 === 1 ? '' : null),
    book: details?.book ?? null,
    audio: n === 0,
  }
}

/** Sermons written straight to the tables of migration 00048, as an import would leave them, newest first. */
export async function seedSermons(db: Queryable, count: number, options: SeedOptions = {}): Promise<SeededLibrary> {
  const settings = { newest: options.newest ?? new Date('2026-11-22T10:30:00Z'), hiddenEvery: options.hiddenEvery ?? 10, idPrefix: options.idPrefix ?? 'Lib' }
  const taken = new Set<string>()
  const sermons = Array.from({ length: count }, (_, n) => sermonAt(n, settings, taken))
  for (let start = 0; start < sermons.length; start += BATCH) {
    const rows = sermons.slice(start, start + BATCH).map((sermon, offset) => ({
      video_id: sermon.videoId,
      slug: sermon.slug,
      title: sermon.title,
      description: sermon.description,
      published_at: sermon.publishedAt,
      duration_seconds: (start + offset) % 4 === 3 ? null : 1800 + start + offset,
      suggested_speaker: SUGGESTED_SPEAKER,
      suggested_passage: SUGGESTED_PASSAGE,
      speaker: sermon.speaker,
      passage: sermon.passage,
      book: sermon.book,
      details_confirmed_at: sermon.speaker === null ? null : sermon.publishedAt,
      hidden: sermon.hidden,
      audio_url: sermon.audio ? SEEDED_AUDIO.url : null,
      audio_episode_url: sermon.audio ? SEEDED_AUDIO.episodeUrl : null,
      audio_title: sermon.audio ? sermon.title : null,
    }))
    await db`insert into sermons ${db(rows)}`
  }
  const series = await seedSeries(db, sermons, options.series ?? 3, settings.idPrefix)
  if (options.channelId) {
    await db`
      insert into sermon_library_state (channel_id, complete, last_checked_at, last_success_at) values (${options.channelId}, ${options.complete ?? true}, now(), now())
      on conflict (channel_id) do update set complete = excluded.complete`
  }
  return { sermons, visible: sermons.filter((sermon) => !sermon.hidden), series }
}

/** Series of every `seriesCount`th sermon (the first from the newest, the next from the second newest...), their items in the order preached. */
async function seedSeries(db: Queryable, sermons: SeededSermon[], seriesCount: number, prefix: string): Promise<SeededSeries[]> {
  const series: SeededSeries[] = []
  for (let s = 0; s < seriesCount; s++) {
    const title = `${['Walking with Jesus', 'Psalms for Today', 'Acts Together', 'Advent Hope', 'Parables'][s % 5]} ${s + 1}`
    const members = sermons.filter((_, n) => n % seriesCount === s).reverse()
    const one = { playlistId: `PL${prefix}${s}`, slug: slugWords(title), title, videoIds: members.map((sermon) => sermon.videoId) }
    await db`insert into sermon_series (playlist_id, slug, title, description) values (${one.playlistId}, ${one.slug}, ${title}, ${`Sermons in the series ${title}.`})`
    const items = one.videoIds.map((id, position) => ({ playlist_id: one.playlistId, video_id: id, position }))
    for (let start = 0; start < items.length; start += BATCH) await db`insert into sermon_series_items ${db(items.slice(start, start + BATCH))}`
    series.push(one)
  }
  return series
}

/** Empties the library's tables (its settings row stays). */
export async function wipeSermonLibrary(db: Queryable): Promise<void> {
  await db`delete from sermon_series_items`
  await db`delete from sermon_series`
  await db`delete from sermons`
  await db`delete from sermon_library_state`
}
