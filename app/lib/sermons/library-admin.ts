import * as v from 'valibot'
import { parsePassage } from './passage.ts'
import { VIDEO_ID_PATTERN } from './youtube.ts'

/** The longest speaker's name the library keeps, as its table allows. */
export const SPEAKER_MAX = 80
/** The longest passage the library keeps, as its table allows. */
export const PASSAGE_MAX = 80
/** Sermons one page of the dashboard's list holds, and the most one request may ask for. */
export const SERMONS_PAGE_SIZE = 20
export const SERMONS_PAGE_MAX = 50
/** The most sermons confirmed as suggested in one request: one page of the list. */
export const CONFIRM_SUGGESTED_MAX = 50
/** The longest title search. */
export const SERMON_SEARCH_MAX = 100
/** The most confirmed speakers offered while typing a speaker. */
export const SPEAKERS_OFFERED_MAX = 200
export const PODCAST_FEED_URL_MAX = 2000

export const SERMON_STATUSES = ['to-confirm', 'confirmed', 'hidden', 'all'] as const
export type SermonStatus = (typeof SERMON_STATUSES)[number]

/** How far the import has got and what it last met, as the dashboard shows it; times are ISO strings. */
export type LibraryState = {
  /** False when YOUTUBE_CHANNEL_ID is unset: nothing is imported. */
  channelConfigured: boolean
  /** Sermons shown in the library (not hidden). */
  sermons: number
  hidden: number
  /** Sermons in the library whose speaker and passage no administrator has confirmed yet. */
  toConfirm: number
  /** The first import reached the end of the channel's uploads. */
  complete: boolean
  lastCheckedAt: string | null
  lastSuccessAt: string | null
  lastError: string | null
  quotaExceededAt: string | null
  lastCheckCalls: number
  podcastFeedUrl: string | null
  podcastCheckedAt: string | null
  podcastError: string | null
  /** The speakers already confirmed, offered while typing one. */
  speakers: string[]
}

/** One sermon as the dashboard lists it: what was suggested beside what was confirmed. */
export type AdminSermon = {
  videoId: string
  slug: string
  title: string
  publishedAt: string
  suggestedSpeaker: string | null
  suggestedPassage: string | null
  /** Null until confirmed; '' is confirmed "none". */
  speaker: string | null
  passage: string | null
  detailsConfirmedAt: string | null
  hidden: boolean
}

/** One page of the list, newest first; `more` when older ones follow the last. */
export type AdminSermonPage = { sermons: AdminSermon[]; more: boolean }

export const PASSAGE_MESSAGE = 'Passage must start with a book of the Bible, such as John 10:1-18 or Psalm 23, or be empty'

/** Whether a typed passage may be kept: empty (none), or one `parsePassage` reads. */
export const isPassageOrNone = (text: string) => text.trim() === '' || parsePassage(text) !== undefined

const speaker = v.pipe(v.string('Speaker must be text'), v.trim(), v.maxLength(SPEAKER_MAX, `Speaker must be at most ${SPEAKER_MAX} characters`))
const passage = v.pipe(
  v.string('Passage must be text'),
  v.trim(),
  v.maxLength(PASSAGE_MAX, `Passage must be at most ${PASSAGE_MAX} characters`),
  v.check(isPassageOrNone, PASSAGE_MESSAGE),
)

/**
 * PATCH /api/admin/sermons/<videoId>: `{ speaker, passage }` confirms or corrects them ('' is none),
 * `{ hidden }` takes the sermon out of the library or puts it back.
 */
export const sermonChangeSchema = v.pipe(
  v.strictObject(
    { speaker: v.optional(speaker), passage: v.optional(passage), hidden: v.optional(v.boolean('Hidden must be true or false')) },
    'Expected { speaker, passage } or { hidden }',
  ),
  v.forward(
    v.check((input) => input.hidden === undefined || (input.speaker === undefined && input.passage === undefined), 'Send hidden on its own'),
    ['hidden'],
  ),
  v.forward(
    v.check((input) => input.hidden !== undefined || input.speaker !== undefined, 'Speaker is required (empty for none)'),
    ['speaker'],
  ),
  v.forward(
    v.check((input) => input.hidden !== undefined || input.passage !== undefined, 'Passage is required (empty for none)'),
    ['passage'],
  ),
)
export type SermonChange = v.InferOutput<typeof sermonChangeSchema>

/** POST /api/admin/sermons/confirm-suggested: the sermons whose suggestions are confirmed as they are. */
export const confirmSuggestedSchema = v.strictObject(
  {
    videoIds: v.pipe(
      v.array(
        v.pipe(v.string('Each video id must be text'), v.regex(VIDEO_ID_PATTERN, 'Each video id must be 11 letters, digits, - or _')),
        'Video ids must be a list',
      ),
      v.minLength(1, 'Choose at least one sermon'),
      v.maxLength(CONFIRM_SUGGESTED_MAX, `At most ${CONFIRM_SUGGESTED_MAX} sermons at once`),
    ),
  },
  'Expected { videoIds }',
)

/** An http(s) address with a host. */
export function isFeedUrl(text: string): boolean {
  try {
    const url = new URL(text)
    return (url.protocol === 'https:' || url.protocol === 'http:') && Boolean(url.hostname)
  } catch {
    return false
  }
}

export const PODCAST_FEED_MESSAGE = 'Podcast feed must be an address starting with https:// or http://'

/** PUT /api/admin/sermon-library/settings: the podcast's RSS address, or null for none. */
export const librarySettingsSchema = v.strictObject(
  {
    podcastFeedUrl: v.nullable(
      v.pipe(
        v.string(PODCAST_FEED_MESSAGE),
        v.trim(),
        v.maxLength(PODCAST_FEED_URL_MAX, `Podcast feed must be at most ${PODCAST_FEED_URL_MAX} characters`),
        v.check(isFeedUrl, PODCAST_FEED_MESSAGE),
        // Written as the browser would: a capital "HTTPS://" becomes the lower case the table expects.
        v.transform((text) => new URL(text).href),
        v.maxLength(PODCAST_FEED_URL_MAX, `Podcast feed must be at most ${PODCAST_FEED_URL_MAX} characters`),
      ),
    ),
  },
  'Expected { podcastFeedUrl }',
)
export type LibrarySettings = v.InferOutput<typeof librarySettingsSchema>
