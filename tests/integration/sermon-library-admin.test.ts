import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sql } from '../../db/client.ts'
import type { AdminSermon, AdminSermonPage, LibraryState } from '../../app/lib/sermons/library-admin.ts'
import { libraryState } from '../../server/sermons/library-admin.ts'
import { sermonSpeakersData } from '../../server/sermons/personal-data.ts'
import { PERSONAL_DATA_TABLES } from '../../server/rights/personal-data-register.ts'
import { type DevSite, startDevSite } from '../helpers/dev-site.ts'

// Through Start under `vite dev`: the routes, the admin boundary, the body limits and the handlers.
let site: DevSite | undefined

const ROUTES = [
  ['GET', '/api/admin/sermon-library'],
  ['GET', '/api/admin/sermons'],
  ['PATCH', '/api/admin/sermons/shepherd_01'],
  ['POST', '/api/admin/sermons/confirm-suggested'],
  ['PUT', '/api/admin/sermon-library/settings'],
] as const

beforeAll(async () => {
  site = await startDevSite()
  // The dev server compiles each route on its first request: once here, so no test waits for it.
  for (const [method, path] of ROUTES) await (await call(method, path, { body: method === 'GET' ? undefined : {} })).arrayBuffer()
}, 180_000)

afterAll(() => site?.close())

const CHANNEL = 'UCq3Tv8sPn2Wc5Lh7Rk1mB9x'

type Seeded = { videoId: string; title: string; day: string; speaker?: string; passage?: string; hidden?: boolean; confirmed?: boolean }

/** Sermons written by SQL, as the import would leave them: suggestions, and what was confirmed. */
async function seed(...sermons: Seeded[]) {
  for (const sermon of sermons) {
    await sql()`
      insert into sermons (video_id, slug, title, published_at, suggested_speaker, suggested_passage, speaker, passage, book, details_confirmed_at, hidden)
      values (${sermon.videoId}, ${`${sermon.day}-${sermon.videoId.toLowerCase().replace(/[^a-z0-9]/g, '')}`}, ${sermon.title},
        ${`${sermon.day}T10:30:00Z`}, ${sermon.speaker ?? null}, ${sermon.passage ?? null},
        ${sermon.confirmed ? (sermon.speaker ?? '') : null}, ${sermon.confirmed ? (sermon.passage ?? '') : null}, null,
        ${sermon.confirmed ? new Date() : null}, ${sermon.hidden ?? false})`
  }
}

function call(method: string, path: string, { body, cookie = site!.adminCookie }: { body?: unknown; cookie?: string } = {}) {
  const headers = new Headers({ Origin: site!.base, Accept: 'application/json' })
  if (cookie) headers.set('Cookie', cookie)
  if (body !== undefined) headers.set('Content-Type', 'application/json')
  return fetch(`${site!.base}${path}`, { method, headers, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) })
}

async function listed(query: string): Promise<AdminSermonPage> {
  const response = await call('GET', `/api/admin/sermons?${query}`)
  expect(response.status).toBe(200)
  return (await response.json()) as AdminSermonPage
}

const titles = (page: AdminSermonPage) => page.sermons.map((sermon) => sermon.title)

async function lastAudit(): Promise<{ action: string; detail: string; actor_email: string }> {
  const [entry] = await sql()<{ action: string; detail: string; actor_email: string }[]>`
    select action, detail, actor_email from audit_log order by occurred_at desc, id desc limit 1`
  return entry!
}

const storedDetails = async (videoId: string) =>
  (
    await sql()<{ speaker: string | null; passage: string | null; book: string | null; confirmed: boolean; hidden: boolean }[]>`
    select speaker, passage, book, details_confirmed_at is not null as confirmed, hidden from sermons where video_id = ${videoId}`
  )[0]

beforeEach(async () => {
  await sql()`delete from sermons`
  await sql()`delete from sermon_library_state`
  await sql()`update sermon_library_settings set podcast_feed_url = null`
  await seed(
    { videoId: 'shepherd_01', title: 'The Good Shepherd', day: '2026-11-22', speaker: 'Pastor Dave', passage: 'John 10:1-18' },
    { videoId: 'psalm23-002', title: 'The Lord is my shepherd', day: '2026-11-15', passage: 'Psalm 23' },
    { videoId: 'harvest0003', title: 'Harvest thanksgiving', day: '2026-10-04', speaker: 'Mary Jones' },
    { videoId: 'confirmed04', title: 'Advent hope', day: '2025-12-01', speaker: 'Pastor Dave', passage: 'Isaiah 9', confirmed: true },
    { videoId: 'notice00005', title: 'Church notices', day: '2026-11-23', hidden: true },
  )
})

describe('the sermon library in the dashboard', () => {
  it('answers 401 without a session, to every route, and reads nothing', async () => {
    for (const [method, path] of ROUTES) {
      const response = await call(method, path, { cookie: '', body: method === 'GET' ? undefined : { hidden: true } })
      expect(response.status, `${method} ${path}`).toBe(401)
      expect(await response.json()).toEqual({ error: 'Not signed in' })
    }
    expect((await storedDetails('shepherd_01'))!.hidden).toBe(false)
  })

  it('states the counts, and the configured channel’s last check', async () => {
    const response = await call('GET', '/api/admin/sermon-library')
    expect(response.status).toBe(200)
    const state = (await response.json()) as LibraryState
    expect(state).toMatchObject({ sermons: 4, hidden: 1, toConfirm: 3, speakers: ['Pastor Dave'], podcastFeedUrl: null })
    expect(state.channelConfigured).toBe(Boolean(process.env.YOUTUBE_CHANNEL_ID))

    await sql()`
      insert into sermon_library_state (channel_id, complete, last_checked_at, last_success_at, last_error, quota_exceeded_at, last_check_calls)
      values (${CHANNEL}, true, '2026-11-29T14:05:00Z', '2026-11-28T14:05:00Z', 'YouTube said the quota was used up', '2026-11-29T09:12:00Z', 3)`
    expect(await libraryState(CHANNEL)).toMatchObject({
      channelConfigured: true,
      complete: true,
      lastCheckedAt: '2026-11-29T14:05:00.000Z',
      lastSuccessAt: '2026-11-28T14:05:00.000Z',
      lastError: 'YouTube said the quota was used up',
      quotaExceededAt: '2026-11-29T09:12:00.000Z',
      lastCheckCalls: 3,
    })
    expect(await libraryState(undefined)).toMatchObject({ channelConfigured: false, complete: false, lastCheckedAt: null, sermons: 4 })
  })

  it('lists each status newest first, searches titles, and pages with before', async () => {
    expect(titles(await listed('status=to-confirm'))).toEqual(['The Good Shepherd', 'The Lord is my shepherd', 'Harvest thanksgiving'])
    expect(titles(await listed('status=confirmed'))).toEqual(['Advent hope'])
    expect(titles(await listed('status=hidden'))).toEqual(['Church notices'])
    expect(titles(await listed('status=all&q=SHEPHERD'))).toEqual(['The Good Shepherd', 'The Lord is my shepherd'])
    const first = await listed('status=all&limit=2')
    expect(first).toMatchObject({ more: true })
    expect(titles(first)).toEqual(['Church notices', 'The Good Shepherd'])
    const second = await listed(`status=all&limit=2&before=${first.sermons.at(-1)!.videoId}`)
    expect(titles(second)).toEqual(['The Lord is my shepherd', 'Harvest thanksgiving'])
    expect(first.sermons[1]).toEqual({
      videoId: 'shepherd_01',
      slug: '2026-11-22-shepherd01',
      title: 'The Good Shepherd',
      publishedAt: '2026-11-22T10:30:00.000Z',
      suggestedSpeaker: 'Pastor Dave',
      suggestedPassage: 'John 10:1-18',
      speaker: null,
      passage: null,
      detailsConfirmedAt: null,
      hidden: false,
    } satisfies AdminSermon)
  })

  it('refuses a bad query naming each parameter', async () => {
    const response = await call('GET', `/api/admin/sermons?status=waiting&limit=51&before=x&q=${'a'.repeat(101)}&sort=title`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'Invalid query',
      details: {
        status: 'expected one of to-confirm, confirmed, hidden, all',
        q: 'expected at most 100 characters',
        before: 'expected the video id of a sermon',
        limit: 'expected a whole number from 1 to 50',
        sort: 'unknown parameter',
      },
    })
  })

  it('confirms a suggestion, corrects it, and records both', async () => {
    const confirmed = await call('PATCH', '/api/admin/sermons/shepherd_01', { body: { speaker: '  Pastor Dave ', passage: 'john 10 v 1-18' } })
    expect(confirmed.status).toBe(200)
    expect(await confirmed.json()).toMatchObject({ speaker: 'Pastor Dave', passage: 'John 10:1-18', hidden: false })
    expect(await storedDetails('shepherd_01')).toEqual({ speaker: 'Pastor Dave', passage: 'John 10:1-18', book: 'John', confirmed: true, hidden: false })
    expect(await lastAudit()).toMatchObject({
      action: 'sermon.confirm',
      detail: 'Confirmed "The Good Shepherd": a speaker named, passage "John 10:1-18"',
    })
    // The log outlives a correction to none, so it never names the speaker.
    expect((await lastAudit()).detail).not.toContain('Pastor Dave')

    expect((await call('PATCH', '/api/admin/sermons/shepherd_01', { body: { speaker: '', passage: 'ps 23' } })).status).toBe(200)
    expect(await storedDetails('shepherd_01')).toEqual({ speaker: '', passage: 'Psalm 23', book: 'Psalms', confirmed: true, hidden: false })
    expect(await lastAudit()).toMatchObject({ detail: 'Confirmed "The Good Shepherd": no speaker, passage "Psalm 23"' })
    expect(titles(await listed('status=confirmed'))).toEqual(['The Good Shepherd', 'Advent hope'])
  })

  it('refuses a bad speaker or passage with a 400 naming the field, and changes nothing', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [
        { speaker: 'Pastor Dave', passage: 'The good bits' },
        { passage: 'Passage must start with a book of the Bible, such as John 10:1-18 or Psalm 23, or be empty' },
      ],
      [{ speaker: 'x'.repeat(81), passage: '' }, { speaker: 'Speaker must be at most 80 characters' }],
      [{ speaker: 'Pastor Dave' }, { passage: 'Passage is required (empty for none)' }],
      [{ passage: 'John 3' }, { speaker: 'Speaker is required (empty for none)' }],
      [{ speaker: 'A', passage: '', hidden: true }, { hidden: 'Send hidden on its own' }],
      [{ hidden: 'yes' }, { hidden: 'Hidden must be true or false' }],
      [{ speaker: 'A', passage: '', book: 'John' }, { book: 'Expected { speaker, passage } or { hidden }' }],
    ]
    for (const [body, details] of cases) {
      const response = await call('PATCH', '/api/admin/sermons/shepherd_01', { body })
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(await response.json(), JSON.stringify(body)).toEqual({ error: 'Invalid request', details })
    }
    expect(await storedDetails('shepherd_01')).toMatchObject({ speaker: null, passage: null, confirmed: false })
  })

  it('answers 404 for a sermon it does not have, and 413 for a body past the limit', async () => {
    for (const id of ['noSuchVid00', 'not-a-video-id']) {
      const response = await call('PATCH', `/api/admin/sermons/${id}`, { body: { hidden: true } })
      expect(response.status, id).toBe(404)
      expect(await response.json()).toEqual({ error: 'Sermon not found' })
    }
    const huge = await call('PATCH', '/api/admin/sermons/shepherd_01', { body: { speaker: 'x'.repeat(4000), passage: '' } })
    expect(huge.status).toBe(413)
  })

  it('hides a sermon and shows it again, recording each', async () => {
    const hidden = await call('PATCH', '/api/admin/sermons/harvest0003', { body: { hidden: true } })
    expect(await hidden.json()).toMatchObject({ videoId: 'harvest0003', hidden: true })
    expect(await lastAudit()).toMatchObject({ action: 'sermon.hide', detail: 'Hid "Harvest thanksgiving" from the sermon library' })
    expect(titles(await listed('status=hidden'))).toEqual(['Church notices', 'Harvest thanksgiving'])
    expect(titles(await listed('status=to-confirm'))).not.toContain('Harvest thanksgiving')

    await call('PATCH', '/api/admin/sermons/harvest0003', { body: { hidden: false } })
    expect(await lastAudit()).toMatchObject({ action: 'sermon.show', detail: 'Showed "Harvest thanksgiving" in the sermon library again' })
    expect((await storedDetails('harvest0003'))!.hidden).toBe(false)
  })

  it('confirms several as suggested, leaving one confirmed meanwhile as it was', async () => {
    const response = await call('POST', '/api/admin/sermons/confirm-suggested', {
      body: { videoIds: ['shepherd_01', 'psalm23-002', 'harvest0003', 'confirmed04', 'noSuchVid00'] },
    })
    expect(response.status).toBe(200)
    expect(((await response.json()) as { confirmed: string[] }).confirmed.sort()).toEqual(['harvest0003', 'psalm23-002', 'shepherd_01'])
    expect(await storedDetails('shepherd_01')).toMatchObject({ speaker: 'Pastor Dave', passage: 'John 10:1-18', book: 'John', confirmed: true })
    expect(await storedDetails('psalm23-002')).toMatchObject({ speaker: '', passage: 'Psalm 23', book: 'Psalms' })
    expect(await storedDetails('harvest0003')).toMatchObject({ speaker: 'Mary Jones', passage: '', book: null })
    expect(await storedDetails('confirmed04')).toMatchObject({ speaker: 'Pastor Dave', passage: 'Isaiah 9' })
    expect(await lastAudit()).toMatchObject({ action: 'sermon.confirm_suggested', detail: 'Confirmed 3 sermons as suggested' })
    expect((await listed('status=to-confirm')).sermons).toEqual([])
  })

  it('refuses more than 50 ids, none, or one that cannot be an id', async () => {
    const ids = Array.from({ length: 51 }, (_, index) => `video${String(index).padStart(6, '0')}`)
    const cases: [unknown, Record<string, string>][] = [
      [{ videoIds: ids }, { videoIds: 'At most 50 sermons at once' }],
      [{ videoIds: [] }, { videoIds: 'Choose at least one sermon' }],
      [{ videoIds: ['shepherd_01', 'bad id'] }, { 'videoIds.1': 'Each video id must be 11 letters, digits, - or _' }],
    ]
    for (const [body, details] of cases) {
      const response = await call('POST', '/api/admin/sermons/confirm-suggested', { body })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: 'Invalid request', details })
    }
    expect((await listed('status=to-confirm')).sermons).toHaveLength(3)
  })

  it('saves the podcast feed, removes it, and refuses one that is not an address', async () => {
    const saved = await call('PUT', '/api/admin/sermon-library/settings', { body: { podcastFeedUrl: ' HTTPS://podcast.example/feed.xml ' } })
    expect(await saved.json()).toEqual({ podcastFeedUrl: 'https://podcast.example/feed.xml' })
    expect(((await (await call('GET', '/api/admin/sermon-library')).json()) as LibraryState).podcastFeedUrl).toBe('https://podcast.example/feed.xml')
    expect(await lastAudit()).toMatchObject({ action: 'sermon_library.settings', detail: 'Podcast feed set to https://podcast.example/feed.xml' })

    for (const podcastFeedUrl of ['ftp://podcast.example/feed', 'podcast.example/feed', `https://podcast.example/${'a'.repeat(2000)}`, 42]) {
      const response = await call('PUT', '/api/admin/sermon-library/settings', { body: { podcastFeedUrl } })
      expect(response.status, String(podcastFeedUrl)).toBe(400)
      expect(Object.keys(((await response.json()) as { details: object }).details)).toEqual(['podcastFeedUrl'])
    }
    await call('PUT', '/api/admin/sermon-library/settings', { body: { podcastFeedUrl: null } })
    const [row] = await sql()<{ podcast_feed_url: string | null }[]>`select podcast_feed_url from sermon_library_settings`
    expect(row!.podcast_feed_url).toBeNull()
    expect(await lastAudit()).toMatchObject({ detail: 'Podcast feed removed' })
  })

  it('says the podcast feed is not checked yet once its address is replaced, however recent the last check of the old one', async () => {
    const channel = 'UCpodcastStateTest00000x'
    await sql()`delete from sermon_library_state where channel_id = ${channel}`
    await sql()`
      insert into sermon_library_state (channel_id, podcast_checked_at, podcast_checked_url, podcast_error)
      values (${channel}, now(), 'https://old.example/feed.xml', 'not RSS')`
    await sql()`update sermon_library_settings set podcast_feed_url = 'https://old.example/feed.xml'`
    expect(await libraryState(channel)).toMatchObject({ podcastError: 'not RSS', podcastCheckedAt: expect.any(String) })
    await sql()`update sermon_library_settings set podcast_feed_url = 'https://new.example/feed.xml'`
    expect(await libraryState(channel)).toMatchObject({ podcastError: null, podcastCheckedAt: null })
    await sql()`delete from sermon_library_state where channel_id = ${channel}`
  })
})

describe('speakers in the register of personal data', () => {
  it('is registered, says why it is kept at the data-rights desk, and finds nothing by an address', async () => {
    expect(PERSONAL_DATA_TABLES).toContain(sermonSpeakersData)
    expect(sermonSpeakersData.holds).toContain('legitimate interests')
    expect(sermonSpeakersData.keep).toContain('not tied to an e-mail address')
    expect(await sermonSpeakersData.find(sql(), 'pastor.dave@example.org')).toEqual([])
  })
})
