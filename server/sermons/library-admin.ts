import type { AdminSermon, AdminSermonPage, LibrarySettings, LibraryState, SermonStatus } from '../../app/lib/sermons/library-admin.ts'
import { SPEAKERS_OFFERED_MAX } from '../../app/lib/sermons/library-admin.ts'
import { parsePassage } from '../../app/lib/sermons/passage.ts'
import { sql } from '../../db/client.ts'
import type { Queryable } from '../../db/queryable.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { isoOrNull } from '../http/iso-time.ts'

export const SERMON_NOT_FOUND = 'Sermon not found'

type StateRow = {
  complete: boolean
  last_checked_at: Date | null
  last_success_at: Date | null
  last_error: string | null
  quota_exceeded_at: Date | null
  last_check_calls: number
  podcast_checked_at: Date | null
  podcast_checked_url: string | null
  podcast_error: string | null
}

/** The library's counts, the configured channel's import state, the podcast setting and the confirmed speakers. */
export async function libraryState(channelId: string | undefined, db: Queryable = sql()): Promise<LibraryState> {
  const [[counts], [state], [settings], speakers] = await Promise.all([
    db<{ sermons: number; hidden: number; to_confirm: number }[]>`
      select count(*) filter (where not hidden)::int as sermons, count(*) filter (where hidden)::int as hidden,
        count(*) filter (where not hidden and details_confirmed_at is null)::int as to_confirm
      from sermons`,
    channelId
      ? db<StateRow[]>`
          select complete, last_checked_at, last_success_at, last_error, quota_exceeded_at, last_check_calls, podcast_checked_at, podcast_checked_url, podcast_error
          from sermon_library_state where channel_id = ${channelId}`
      : Promise.resolve([] as StateRow[]),
    db<{ podcast_feed_url: string | null }[]>`select podcast_feed_url from sermon_library_settings`,
    db<{ speaker: string }[]>`
      select distinct speaker from sermons where speaker is not null and speaker <> '' order by speaker limit ${SPEAKERS_OFFERED_MAX}`,
  ])
  const podcastFeedUrl = settings?.podcast_feed_url ?? null
  const podcastChecked = podcastFeedUrl !== null && state?.podcast_checked_url === podcastFeedUrl
  return {
    channelConfigured: Boolean(channelId),
    sermons: counts!.sermons,
    hidden: counts!.hidden,
    toConfirm: counts!.to_confirm,
    complete: state?.complete ?? false,
    lastCheckedAt: isoOrNull(state?.last_checked_at ?? null),
    lastSuccessAt: isoOrNull(state?.last_success_at ?? null),
    lastError: state?.last_error ?? null,
    quotaExceededAt: isoOrNull(state?.quota_exceeded_at ?? null),
    lastCheckCalls: state?.last_check_calls ?? 0,
    podcastFeedUrl,
    // A check of an address since replaced says nothing of the new one.
    podcastCheckedAt: podcastChecked ? isoOrNull(state!.podcast_checked_at) : null,
    podcastError: podcastChecked ? state!.podcast_error : null,
    speakers: speakers.map((row) => row.speaker),
  }
}

export type SermonListQuery = { status: SermonStatus; search: string; before?: string; limit: number }

type SermonRow = {
  video_id: string
  slug: string
  title: string
  published_at: Date
  suggested_speaker: string | null
  suggested_passage: string | null
  speaker: string | null
  passage: string | null
  details_confirmed_at: Date | null
  hidden: boolean
}

const adminSermon = (row: SermonRow): AdminSermon => ({
  videoId: row.video_id,
  slug: row.slug,
  title: row.title,
  publishedAt: row.published_at.toISOString(),
  suggestedSpeaker: row.suggested_speaker,
  suggestedPassage: row.suggested_passage,
  speaker: row.speaker,
  passage: row.passage,
  detailsConfirmedAt: isoOrNull(row.details_confirmed_at),
  hidden: row.hidden,
})

function statusFilter(db: Queryable, status: SermonStatus) {
  if (status === 'to-confirm') return db`not hidden and details_confirmed_at is null`
  if (status === 'confirmed') return db`not hidden and details_confirmed_at is not null`
  if (status === 'hidden') return db`hidden`
  return db`true`
}

/** One page of sermons, newest first, of one status and whose titles hold the search; `before` is the last video id of the page before. */
export async function listAdminSermons(query: SermonListQuery, db: Queryable = sql()): Promise<AdminSermonPage> {
  const search = query.search ? db`and strpos(lower(title), lower(${query.search})) > 0` : db``
  const page = query.before ? db`and (published_at, video_id) < (select published_at, video_id from sermons where video_id = ${query.before})` : db``
  const rows = await db<SermonRow[]>`
    select video_id, slug, title, published_at, suggested_speaker, suggested_passage, speaker, passage, details_confirmed_at, hidden
    from sermons where ${statusFilter(db, query.status)} ${search} ${page}
    order by published_at desc, video_id desc limit ${query.limit + 1}`
  return { sermons: rows.slice(0, query.limit).map(adminSermon), more: rows.length > query.limit }
}

async function oneSermon(db: Queryable, videoId: string): Promise<AdminSermon> {
  const [row] = await db<SermonRow[]>`
    select video_id, slug, title, published_at, suggested_speaker, suggested_passage, speaker, passage, details_confirmed_at, hidden
    from sermons where video_id = ${videoId}`
  return adminSermon(row!)
}

/**
 * What was confirmed, as Recent Activity says it. The speaker is not named: the log is kept as long as
 * the site runs, and a speaker who asks to be left out is corrected to none (decision 071).
 */
const confirmedWords = (speaker: string, passage: string) =>
  `${speaker === '' ? 'no speaker' : 'a speaker named'}, passage ${passage === '' ? 'none' : `"${passage}"`}`

/** Confirms or corrects a sermon's speaker and passage (each '' for none); null when there is no such sermon. */
export async function confirmSermonDetails(videoId: string, details: { speaker: string; passage: string }, actorEmail: string): Promise<AdminSermon | null> {
  const parsed = details.passage === '' ? { passage: '', book: null } : parsePassage(details.passage)!
  return sql().begin(async (tx) => {
    const [changed] = await tx<{ title: string }[]>`
      update sermons set speaker = ${details.speaker}, passage = ${parsed.passage}, book = ${parsed.book}, details_confirmed_at = now()
      where video_id = ${videoId} returning title`
    if (!changed) return null
    const detail = `Confirmed "${changed.title}": ${confirmedWords(details.speaker, parsed.passage)}`
    await recordAudit({ actorEmail, action: 'sermon.confirm', detail }, tx)
    return oneSermon(tx, videoId)
  })
}

/** Takes a sermon out of the library, or puts it back; null when there is no such sermon. */
export async function setSermonHidden(videoId: string, hidden: boolean, actorEmail: string): Promise<AdminSermon | null> {
  return sql().begin(async (tx) => {
    const [changed] = await tx<{ title: string }[]>`update sermons set hidden = ${hidden} where video_id = ${videoId} returning title`
    if (!changed) return null
    const detail = hidden ? `Hid "${changed.title}" from the sermon library` : `Showed "${changed.title}" in the sermon library again`
    await recordAudit({ actorEmail, action: hidden ? 'sermon.hide' : 'sermon.show', detail }, tx)
    return oneSermon(tx, videoId)
  })
}

/**
 * Confirms the speaker and passage of each sermon as suggested (none where nothing was suggested).
 * A sermon confirmed meanwhile, by another administrator, is left as they confirmed it.
 * Returns the ids confirmed.
 */
export async function confirmAsSuggested(videoIds: string[], actorEmail: string): Promise<string[]> {
  return sql().begin(async (tx) => {
    const rows = await tx<{ video_id: string; suggested_speaker: string | null; suggested_passage: string | null }[]>`
      select video_id, suggested_speaker, suggested_passage from sermons
      where video_id = any(${videoIds}::text[]) and details_confirmed_at is null for update`
    for (const row of rows) {
      const passage = row.suggested_passage ? parsePassage(row.suggested_passage) : undefined
      await tx`
        update sermons set speaker = ${row.suggested_speaker?.trim() ?? ''}, passage = ${passage?.passage ?? ''}, book = ${passage?.book ?? null},
          details_confirmed_at = now()
        where video_id = ${row.video_id}`
    }
    if (rows.length > 0) {
      const detail = `Confirmed ${rows.length} sermon${rows.length === 1 ? '' : 's'} as suggested`
      await recordAudit({ actorEmail, action: 'sermon.confirm_suggested', detail }, tx)
    }
    return rows.map((row) => row.video_id)
  })
}

/** Sets the podcast feed whose episodes are matched to sermons by date. */
export async function saveLibrarySettings(settings: LibrarySettings, actorEmail: string): Promise<LibrarySettings> {
  return sql().begin(async (tx) => {
    await tx`update sermon_library_settings set podcast_feed_url = ${settings.podcastFeedUrl}`
    const detail = settings.podcastFeedUrl ? `Podcast feed set to ${settings.podcastFeedUrl}` : 'Podcast feed removed'
    await recordAudit({ actorEmail, action: 'sermon_library.settings', detail }, tx)
    return settings
  })
}
