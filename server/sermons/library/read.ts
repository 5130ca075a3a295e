import { sql } from '../../../db/client.ts'
import type { Queryable } from '../../../db/queryable.ts'
import { bookOrder } from '../../../app/lib/sermons/bible-books.ts'
import type { LibraryFilterOptions, LibraryPage, LibrarySermon, SeriesLink, SeriesPage, SermonNeighbour, SermonPage } from '../../../app/lib/sermons/library.ts'
import { LIBRARY_PAGE_SIZE, sermonPath, seriesPath } from '../../../app/lib/sermons/library.ts'
import { type LibrarySearch, libraryHref } from '../../../app/lib/sermons/library-query.ts'
import { sermonPreview } from '../../../app/lib/sermons/sermons.ts'
import { youtubeSourceFromEnv } from '../config.ts'
import { isSiteVersionWatched, siteVersion } from '../../page-cache/site-version.ts'

/** Enough of a description for its preview: the rest would only swell the page's data. */
const EXCERPT_SOURCE_LENGTH = 400

type ListedRow = {
  video_id: string
  slug: string
  title: string
  excerpt: string
  published_at: Date
  speaker: string | null
  passage: string | null
  series_slug: string | null
  series_title: string | null
}

function listedSermon(row: ListedRow): LibrarySermon {
  return {
    videoId: row.video_id,
    slug: row.slug,
    title: row.title,
    publishedAt: row.published_at.toISOString(),
    excerpt: sermonPreview({ description: row.excerpt }),
    speaker: row.speaker,
    passage: row.passage,
    series: row.series_slug && row.series_title ? { slug: row.series_slug, title: row.series_title } : null,
  }
}

/**
 * The columns of a listed sermon `s`. Only what an administrator confirmed is shown, and '' ("none")
 * as nothing; of the series a sermon is in, the one first by title.
 */
function listedColumns(db: Queryable) {
  return db`
    s.video_id, s.slug, s.title, left(s.description, ${EXCERPT_SOURCE_LENGTH}) as excerpt, s.published_at,
    nullif(s.speaker, '') as speaker, nullif(s.passage, '') as passage,
    first_series.slug as series_slug, first_series.title as series_title`
}

function firstSeriesOf(db: Queryable) {
  return db`
    left join lateral (
      select ser.slug, ser.title from sermon_series_items item join sermon_series ser using (playlist_id)
      where item.video_id = s.video_id order by ser.title, ser.slug limit 1
    ) first_series on true`
}

/** The sermons a library search matches: visible, and each filter given. */
function matching(db: Queryable, search: LibrarySearch) {
  const series = search.series
    ? db`and exists (
        select 1 from sermon_series_items item join sermon_series ser using (playlist_id)
        where item.video_id = s.video_id and ser.slug = ${search.series})`
    : db``
  const speaker = search.speaker ? db`and s.speaker = ${search.speaker}` : db``
  const book = search.book ? db`and s.book = ${search.book}` : db``
  const words = search.q ? db`and s.search @@ websearch_to_tsquery('english', ${search.q})` : db``
  return db`from sermons s where not s.hidden ${series} ${speaker} ${book} ${words}`
}

/** A search's best matches first (title and passage weigh more than the description), then the newest; without one, the newest first. */
function libraryOrder(db: Queryable, search: LibrarySearch) {
  return search.q
    ? db`order by ts_rank(s.search, websearch_to_tsquery('english', ${search.q})) desc, s.published_at desc, s.video_id desc`
    : db`order by s.published_at desc, s.video_id desc`
}

/** One page of the library for a search, with the count of everything it matches. */
export async function libraryPage(search: LibrarySearch, db: Queryable = sql()): Promise<LibraryPage> {
  const page = search.page ?? 1
  const [rows, [counted], { filters, complete }] = await Promise.all([
    db<ListedRow[]>`
      select ${listedColumns(db)}
      from (select s.* ${matching(db, search)} ${libraryOrder(db, search)} limit ${LIBRARY_PAGE_SIZE} offset ${(page - 1) * LIBRARY_PAGE_SIZE}) s
      ${firstSeriesOf(db)}
      ${libraryOrder(db, search)}`,
    db<{ total: number }[]>`select count(*)::int as total ${matching(db, search)}`,
    filtersAndState(db),
  ])
  const total = counted?.total ?? 0
  return {
    search,
    href: libraryHref(search),
    sermons: rows.map(listedSermon),
    total,
    page,
    pages: Math.max(1, Math.ceil(total / LIBRARY_PAGE_SIZE)),
    filters,
    complete,
  }
}

type FiltersAndState = { filters: LibraryFilterOptions; complete: boolean }
let sharedFiltersAndState: { version: number; read: Promise<FiltersAndState> } | undefined

/**
 * The filters' options and whether the library is complete, the same for every page of it. Every
 * change to the library moves the site's version on, so while this process hears of those changes
 * they are read once per version; otherwise (unit tests, another connection) every time.
 */
function filtersAndState(db: Queryable): Promise<FiltersAndState> {
  const read = async () => {
    const [filters, complete] = await Promise.all([libraryFilterOptions(db), isLibraryComplete(db)])
    return { filters, complete }
  }
  if (!isSiteVersionWatched() || db !== sql()) return read()
  const version = siteVersion()
  if (sharedFiltersAndState?.version !== version) {
    const shared = { version, read: read() }
    shared.read.catch(() => {
      if (sharedFiltersAndState === shared) sharedFiltersAndState = undefined
    })
    sharedFiltersAndState = shared
  }
  return sharedFiltersAndState.read
}

/** What the library's filters offer: series with a sermon to show, confirmed speakers, and confirmed books in the Bible's order. */
export async function libraryFilterOptions(db: Queryable = sql()): Promise<LibraryFilterOptions> {
  const [series, speakers, books] = await Promise.all([
    db<SeriesLink[]>`
      select ser.slug, ser.title from sermon_series ser
      where exists (select 1 from sermon_series_items item join sermons s using (video_id) where item.playlist_id = ser.playlist_id and not s.hidden)
      order by ser.title, ser.slug`,
    db<{ speaker: string }[]>`select distinct speaker from sermons where not hidden and speaker <> '' order by speaker`,
    db<{ book: string }[]>`select distinct book from sermons where not hidden and book <> ''`,
  ])
  return {
    series,
    speakers: speakers.map((row) => row.speaker),
    books: books.map((row) => row.book).sort((a, b) => bookOrder(a) - bookOrder(b)),
  }
}

/** Whether the whole channel is in: false until the import of the configured channel has reached its oldest video. */
export async function isLibraryComplete(db: Queryable = sql(), channelId = youtubeSourceFromEnv()?.channelId): Promise<boolean> {
  if (!channelId) return true
  const [state] = await db<{ complete: boolean }[]>`select complete from sermon_library_state where channel_id = ${channelId}`
  return state?.complete ?? false
}

/** A series and its visible sermons in the playlist's order, or undefined when there is no such series. */
export async function seriesPage(slug: string, db: Queryable = sql()): Promise<SeriesPage | undefined> {
  const [series] = await db<{ playlist_id: string; slug: string; title: string; description: string }[]>`
    select playlist_id, slug, title, description from sermon_series where slug = ${slug}`
  if (!series) return undefined
  const rows = await db<ListedRow[]>`
    select ${listedColumns(db)}
    from sermon_series_items item join sermons s using (video_id)
    cross join lateral (select ${series.slug}::text as slug, ${series.title}::text as title) first_series
    where item.playlist_id = ${series.playlist_id} and not s.hidden
    order by item.position, s.published_at`
  const summary = sermonPreview({ description: series.description }) || `The sermons of our series ${series.title}, in order.`
  return { slug: series.slug, title: series.title, description: series.description, summary, sermons: rows.map(listedSermon) }
}

/** An address a page may link to or play: http(s) only, and https for audio, which a secure page may not load otherwise. */
function webAddress(address: string | null, protocols: string[]): string | null {
  if (!address || !URL.canParse(address)) return null
  return protocols.includes(new URL(address).protocol) ? address : null
}

type SermonRow = {
  video_id: string
  slug: string
  title: string
  description: string
  published_at: Date
  duration_seconds: number | null
  speaker: string | null
  passage: string | null
  audio_url: string | null
  audio_episode_url: string | null
  audio_title: string | null
}

/** A visible sermon by its slug, with its series and the sermons either side of it in the library, or undefined. */
export async function sermonPage(slug: string, db: Queryable = sql()): Promise<SermonPage | undefined> {
  const [row] = await db<SermonRow[]>`
    select video_id, slug, title, description, published_at, duration_seconds, nullif(speaker, '') as speaker, nullif(passage, '') as passage,
      audio_url, audio_episode_url, audio_title
    from sermons where slug = ${slug} and not hidden`
  if (!row) return undefined
  const [series, [newer], [older]] = await Promise.all([
    db<SeriesLink[]>`
      select ser.slug, ser.title from sermon_series_items item join sermon_series ser using (playlist_id)
      where item.video_id = ${row.video_id} order by ser.title, ser.slug`,
    db<SermonNeighbour[]>`
      select slug, title from sermons where not hidden and (published_at, video_id) > (${row.published_at}, ${row.video_id})
      order by published_at, video_id limit 1`,
    db<SermonNeighbour[]>`
      select slug, title from sermons where not hidden and (published_at, video_id) < (${row.published_at}, ${row.video_id})
      order by published_at desc, video_id desc limit 1`,
  ])
  return {
    videoId: row.video_id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    summary: sermonPreview({ description: row.description }) || `A sermon from our Sunday service: ${row.title}.`,
    publishedAt: row.published_at.toISOString(),
    durationSeconds: row.duration_seconds,
    speaker: row.speaker,
    passage: row.passage,
    audio: sermonAudio(row),
    series,
    newer: newer ?? null,
    older: older ?? null,
  }
}

function sermonAudio(row: SermonRow): SermonPage['audio'] {
  const url = webAddress(row.audio_url, ['https:'])
  return url ? { url, episodeUrl: webAddress(row.audio_episode_url, ['https:', 'http:']), title: row.audio_title } : null
}

/** A sitemap lists at most 50,000 addresses; the site's own pages take a few of them. */
const SITEMAP_LIBRARY_LIMIT = 49_000

/** The addresses of every series with a sermon to show and of every visible sermon, newest first, for the sitemap. */
export async function libraryPaths(db: Queryable = sql()): Promise<string[]> {
  const [series, sermons] = await Promise.all([
    db<{ slug: string }[]>`
      select ser.slug from sermon_series ser
      where exists (select 1 from sermon_series_items item join sermons s using (video_id) where item.playlist_id = ser.playlist_id and not s.hidden)
      order by ser.slug limit ${SITEMAP_LIBRARY_LIMIT}`,
    db<{ slug: string }[]>`select slug from sermons where not hidden order by published_at desc, video_id desc limit ${SITEMAP_LIBRARY_LIMIT}`,
  ])
  return [...series.map((row) => seriesPath(row.slug)), ...sermons.map((row) => sermonPath(row.slug))].slice(0, SITEMAP_LIBRARY_LIMIT)
}
