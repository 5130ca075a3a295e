import {
  confirmSuggestedSchema,
  librarySettingsSchema,
  SERMON_SEARCH_MAX,
  SERMON_STATUSES,
  SERMONS_PAGE_MAX,
  SERMONS_PAGE_SIZE,
  type SermonStatus,
  sermonChangeSchema,
} from '../../app/lib/sermons/library-admin.ts'
import { VIDEO_ID_PATTERN } from '../../app/lib/sermons/youtube.ts'
import type { SessionAdmin } from '../auth/session.ts'
import { BadRequest, NotFound } from '../errors.ts'
import { json, queryReader } from '../http/responses.ts'
import { parseJsonRequest } from '../http/validate.ts'
import { youtubeSourceFromEnv } from './config.ts'
import {
  confirmAsSuggested,
  confirmSermonDetails,
  libraryState,
  listAdminSermons,
  SERMON_NOT_FOUND,
  type SermonListQuery,
  saveLibrarySettings,
  setSermonHidden,
} from './library-admin.ts'

/** The bodies these routes take: a sermon's details, fifty ids, a feed's address. */
const CHANGE_BODY_LIMIT = 2 * 1024
const CONFIRM_BODY_LIMIT = 4 * 1024
const SETTINGS_BODY_LIMIT = 8 * 1024

/** GET /api/admin/sermon-library: the import's state for the configured channel, and the podcast's. */
export async function handleLibraryState(): Promise<Response> {
  return json(await libraryState(youtubeSourceFromEnv()?.channelId))
}

/** GET /api/admin/sermons?status&q&before&limit: one page of sermons, newest first. */
export async function handleListSermons(request: Request): Promise<Response> {
  return json(await listAdminSermons(readListQuery(new URL(request.url))))
}

function readListQuery(url: URL): SermonListQuery {
  const { details, one } = queryReader(url, ['status', 'q', 'before', 'limit'])
  const status = one('status') ?? 'to-confirm'
  if (!(SERMON_STATUSES as readonly string[]).includes(status)) details.status = `expected one of ${SERMON_STATUSES.join(', ')}`
  const search = (one('q') ?? '').trim()
  if (search.length > SERMON_SEARCH_MAX) details.q = `expected at most ${SERMON_SEARCH_MAX} characters`
  const before = one('before')
  if (before !== undefined && !VIDEO_ID_PATTERN.test(before)) details.before = 'expected the video id of a sermon'
  const limitText = one('limit') ?? String(SERMONS_PAGE_SIZE)
  const limit = /^\d{1,3}$/.test(limitText) ? Number(limitText) : Number.NaN
  if (!(limit >= 1 && limit <= SERMONS_PAGE_MAX)) details.limit = `expected a whole number from 1 to ${SERMONS_PAGE_MAX}`
  if (Object.keys(details).length > 0) throw new BadRequest('Invalid query', 400, details)
  return { status: status as SermonStatus, search, before, limit }
}

/** PATCH /api/admin/sermons/<videoId>: `{ speaker, passage }` confirms or corrects them, `{ hidden }` hides or shows. */
export async function handleChangeSermon(request: Request, videoId: string, admin: SessionAdmin): Promise<Response> {
  // An id that could never be one finds nothing, like an unknown one (decision 045); the body is still checked first.
  const change = await parseJsonRequest(request, sermonChangeSchema, CHANGE_BODY_LIMIT)
  const found = !VIDEO_ID_PATTERN.test(videoId)
    ? null
    : change.hidden === undefined
      ? await confirmSermonDetails(videoId, { speaker: change.speaker!, passage: change.passage! }, admin.email)
      : await setSermonHidden(videoId, change.hidden, admin.email)
  if (!found) throw new NotFound(SERMON_NOT_FOUND)
  return json(found)
}

/** POST /api/admin/sermons/confirm-suggested: `{ videoIds }`, each confirmed as suggested unless confirmed already. */
export async function handleConfirmSuggested(request: Request, admin: SessionAdmin): Promise<Response> {
  const { videoIds } = await parseJsonRequest(request, confirmSuggestedSchema, CONFIRM_BODY_LIMIT)
  return json({ confirmed: await confirmAsSuggested([...new Set(videoIds)], admin.email) })
}

/** PUT /api/admin/sermon-library/settings: `{ podcastFeedUrl }`. */
export async function handleSaveLibrarySettings(request: Request, admin: SessionAdmin): Promise<Response> {
  return json(await saveLibrarySettings(await parseJsonRequest(request, librarySettingsSchema, SETTINGS_BODY_LIMIT), admin.email))
}
