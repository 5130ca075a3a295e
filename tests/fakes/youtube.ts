import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { RunningFake } from './running-fake.ts'
import { ARCHIVE, type ArchiveVideo, channelPlaylists, fixtureDuration, playlistItem, playlistResource, podcastFeed, videoResource } from './youtube-archive.ts'

/**
 * A fake YouTube on loopback: the Data API v3 (channels, playlistItems, playlists, videos), the
 * channel's RSS feed and the thumbnail image host, answering with fixtures of the real response
 * shapes (tests/fakes/fixtures/youtube/). It answers for any channel id, so tests can use a channel
 * of their own to keep their cache rows apart. It also serves the church's podcast feed
 * (/podcast/feed.xml; /podcast/huge.xml is over 5 MB and /podcast/broken.xml is not a feed).
 *
 * The channel's 500 older uploads (tests/fakes/youtube-archive.ts) are there only once asked for,
 * so the newest 50 stay the fixture's few. The uploads playlist (UU…) lists every upload, Shorts
 * and streams too; playlistItems pages 50 at a time with pageToken/nextPageToken.
 *
 * Control, in process (the returned object) or over HTTP (for another process):
 *   GET  /__control/calls            upstream calls so far, by endpoint ({ "playlistItems:UULF": 1, … })
 *   POST /__control/failure          {"mode":"server-error"|"quota-exceeded"|null}: make data requests fail
 *   POST /__control/delay            {"ms":200}: answer data requests that much later
 *   POST /__control/missing-playlists {"prefixes":["UUSH"]}: answer 404 playlistNotFound for those playlists
 *   POST /__control/archive          {"on":true}: the 500 older uploads are on the channel
 *   POST /__control/reset            back to normal, counters at zero (and no archive, no added uploads)
 */

export const FAKE_CHANNEL_ID = 'UCq3Tv8sPn2Wc5Lh7Rk1mB9x'
export const FAKE_API_KEY = 'fake-youtube-api-key'

export type FailureMode = 'server-error' | 'quota-exceeded' | null
export type PlaylistPrefix = 'UULF' | 'UULV' | 'UUSH'

/** A new upload: a long video unless said otherwise. */
export type NewUpload = { id: string; title: string; description?: string; publishedAt: string; short?: boolean }

export type FakeYouTube = {
  url: string
  /** Settings that point the site at this fake (API path; drop YOUTUBE_API_KEY for the RSS path), and the podcast feed's address. */
  env: Record<string, string>
  calls: () => Record<string, number>
  totalCalls: () => number
  fail: (mode: FailureMode) => void
  /** Answers this many more data requests, then fails every one after them (as a quota running out mid-import). */
  failAfter: (calls: number, mode: FailureMode) => void
  delay: (ms: number) => void
  missingPlaylists: (prefixes: PlaylistPrefix[]) => void
  /** Answers every thumbnail, of any id and size, with a JPEG of this many bytes (null: the fixture, as YouTube would). */
  largeThumbnails: (bytes: number | null) => void
  /** Puts the 500 older uploads on the channel (off after a reset). */
  archive: (on: boolean) => void
  /** Adds a fifth playlist of 70 sermons, two pages long. */
  longSeries: (on: boolean) => void
  /** Uploads a video now: newest in the uploads playlist and its long-video or Shorts variant. */
  upload: (video: NewUpload) => void
  /** Takes a video off the playlists, as when it is deleted. */
  remove: (videoId: string) => void
  /** The podcast feed's address on this fake. */
  podcastUrl: string
  /** The video ids whose thumbnails were asked for since the last reset. */
  thumbnailIdsAsked: () => Set<string>
  reset: () => void
  stop: () => Promise<void>
}

const FIXTURES = new URL('./fixtures/youtube/', import.meta.url)
const fixtureText = (name: string) => readFileSync(new URL(name, FIXTURES), 'utf8')
const fixtureJson = <T>(name: string): T => JSON.parse(fixtureText(name)) as T

type Item = Record<string, unknown> & { id: string }
type ListResponse = { kind: string; etag: string; items: Item[]; pageInfo: Record<string, number> }

const fixtures = {
  channels: fixtureJson<ListResponse>('channels.json'),
  playlists: {
    UULF: fixtureJson<ListResponse>('playlist-items-UULF.json'),
    UULV: fixtureJson<ListResponse>('playlist-items-UULV.json'),
    UUSH: fixtureJson<ListResponse>('playlist-items-UUSH.json'),
  } as Record<PlaylistPrefix, ListResponse>,
  videos: fixtureJson<ListResponse>('videos.json'),
  feed: fixtureText('feed.xml'),
  quotaExceeded: fixtureText('error-quota-exceeded.json'),
  playlistNotFound: fixtureText('error-playlist-not-found.json'),
  badApiKey: fixtureText('error-bad-api-key.json'),
  thumbnail: readFileSync(new URL('thumbnail.jpg', FIXTURES)),
}

const KNOWN_VIDEO_IDS = new Set([
  ...fixtures.videos.items.map((item) => item.id),
  ...ARCHIVE.map((video) => video.id),
  ...[...fixtures.feed.matchAll(/<yt:videoId>([^<]+)<\/yt:videoId>/g)].map((match) => match[1]!),
])

/** Keeps only the parts a request asked for, as the real API does. */
function withParts(item: Item, part: string | null): Item {
  const wanted = new Set((part ?? '').split(',').map((name) => name.trim()))
  return Object.fromEntries(Object.entries(item).filter(([key]) => ['kind', 'etag', 'id'].includes(key) || wanted.has(key))) as Item
}

function listResponse(base: ListResponse, items: Item[], part: string | null) {
  return { ...base, items: items.map((item) => withParts(item, part)), pageInfo: { totalResults: items.length, resultsPerPage: items.length } }
}

const PAGE_MAX = 50

/** One page of a list, as YouTube pages it: maxResults up to 50, and a token for the next page. */
function pagedResponse(base: ListResponse, items: Item[], url: URL): object | undefined {
  const limit = Math.min(Number(url.searchParams.get('maxResults') ?? 5), PAGE_MAX)
  const token = url.searchParams.get('pageToken')
  const offset = token ? Number(token.replace(/^CAE/, '')) : 0
  if (!Number.isInteger(offset) || offset < 0) return undefined
  const page = items.slice(offset, offset + limit)
  const next = offset + limit < items.length ? { nextPageToken: `CAE${offset + limit}` } : {}
  return {
    ...base,
    ...next,
    items: page.map((item) => withParts(item, url.searchParams.get('part'))),
    pageInfo: { totalResults: items.length, resultsPerPage: limit },
  }
}

const fixtureVideos = fixtures.videos.items.map((item, position) => ({
  ...item,
  contentDetails: { duration: fixtureDuration(position), dimension: '2d', definition: 'hd' },
}))
const fixtureUploads = [...fixtures.playlists.UULF.items, ...fixtures.playlists.UULV.items, ...fixtures.playlists.UUSH.items]

const publishedOf = (item: Item) => String((item.snippet as { publishedAt?: string } | undefined)?.publishedAt ?? '')
const newestFirstItems = (items: Item[]) => [...items].sort((a, b) => publishedOf(b).localeCompare(publishedOf(a)))

const invalidPageToken = {
  error: { code: 400, message: 'The request specifies an invalid page token.', errors: [{ reason: 'invalidPageToken', domain: 'youtube.parameter' }] },
}

export async function startFakeYouTube(): Promise<FakeYouTube> {
  let failure: FailureMode = null
  let delayMs = 0
  let missing = new Set<string>()
  let counts: Record<string, number> = {}
  let largeThumbnail: Buffer | null = null
  let thumbnailIds = new Set<string>()
  let archiveOn = false
  let longSeriesOn = false
  let uploads: ArchiveVideo[] = []
  let removed = new Set<string>()

  const archiveOf = (kinds: ArchiveVideo['kind'][]) => (archiveOn ? ARCHIVE.filter((video) => kinds.includes(video.kind)) : [])
  const newOf = (kinds: ArchiveVideo['kind'][]) => uploads.filter((video) => kinds.includes(video.kind))

  /** A playlist's items now: uploads first, the fixture's, then the archive's, less removed videos. */
  function playlistItems(prefix: string, playlistId: string): Item[] | undefined {
    const generated = (videos: ArchiveVideo[]) => videos.map((video) => playlistItem(video, playlistId, 0))
    let items: Item[]
    if (prefix === 'UULF') items = [...generated(newOf(['long'])), ...fixtures.playlists.UULF.items, ...generated(archiveOf(['long', 'private', 'upcoming']))]
    else if (prefix === 'UULV') items = [...fixtures.playlists.UULV.items, ...generated(archiveOf(['stream']))]
    else if (prefix === 'UUSH') items = [...generated(newOf(['short'])), ...fixtures.playlists.UUSH.items, ...generated(archiveOf(['short']))]
    else if (/^UU[\w-]{22}$/.test(playlistId))
      items = [...generated(uploads), ...newestFirstItems(fixtureUploads), ...generated(archiveOf(['long', 'stream', 'short', 'private', 'upcoming']))]
    else {
      const playlist = channelPlaylists(longSeriesOn).find((candidate) => candidate.id === playlistId)
      if (!playlist) return undefined
      const videos = new Map([...ARCHIVE, ...uploads].map((video) => [video.id, video]))
      items = playlist.videoIds.map((id) => {
        const video = videos.get(id) ?? { id, title: id, description: '', publishedAt: '2025-11-09T12:15:04Z', kind: 'long' as const }
        return playlistItem(video, playlistId, 0)
      })
    }
    return items
      .filter((item) => !removed.has(String((item.contentDetails as { videoId?: string }).videoId)))
      .map((item, position) => ({ ...item, snippet: { ...(item.snippet as object), position } }))
  }

  function videoItems(ids: Set<string>): Item[] {
    const all = [...fixtureVideos, ...uploads.map(videoResource), ...(archiveOn ? ARCHIVE.filter((video) => video.kind !== 'private').map(videoResource) : [])]
    return all.filter((item) => ids.has(item.id) && !removed.has(item.id))
  }

  let failAfterCalls: { remaining: number; mode: FailureMode } | null = null

  const count = (name: string) => {
    counts[name] = (counts[name] ?? 0) + 1
    if (failAfterCalls && name !== 'feed' && name !== 'thumbnail' && name !== 'podcast' && failAfterCalls.remaining-- <= 0) failure = failAfterCalls.mode
  }

  const send = (response: ServerResponse, status: number, type: string, body: string | Buffer) => {
    response.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body) })
    response.end(body)
  }
  const sendJson = (response: ServerResponse, status: number, body: unknown) =>
    send(response, status, 'application/json; charset=UTF-8', typeof body === 'string' ? body : JSON.stringify(body))

  function control(request: IncomingMessage, response: ServerResponse, path: string, body: Record<string, unknown>) {
    if (path === '/__control/calls') return sendJson(response, 200, counts)
    if (request.method !== 'POST') return sendJson(response, 405, { error: 'POST expected' })
    if (path === '/__control/failure') failure = (body.mode as FailureMode) ?? null
    else if (path === '/__control/delay') delayMs = Number(body.ms ?? 0)
    else if (path === '/__control/missing-playlists') missing = new Set((body.prefixes as string[]) ?? [])
    else if (path === '/__control/archive') archiveOn = body.on === true
    else if (path === '/__control/reset') reset()
    else return sendJson(response, 404, { error: 'unknown control' })
    return sendJson(response, 200, { ok: true })
  }

  function reset() {
    failure = null
    delayMs = 0
    missing = new Set()
    counts = {}
    largeThumbnail = null
    thumbnailIds = new Set()
    failAfterCalls = null
    archiveOn = false
    longSeriesOn = false
    uploads = []
    removed = new Set()
  }

  function dataApi(url: URL, response: ServerResponse) {
    const endpoint = url.pathname.replace(/^\/youtube\/v3\//, '')
    if (endpoint === 'search') {
      count('search')
      return sendJson(response, 400, { error: { code: 400, message: 'The fake refuses search.list: it costs 100 quota units.' } })
    }
    if (url.searchParams.get('key') !== FAKE_API_KEY) return sendJson(response, 400, fixtures.badApiKey)
    const part = url.searchParams.get('part')

    if (endpoint === 'channels') {
      count('channels')
      if (failure) return failWith(response)
      const id = url.searchParams.get('id') ?? ''
      if (!/^UC[\w-]{22}$/.test(id))
        return sendJson(response, 200, { ...fixtures.channels, items: undefined, pageInfo: { totalResults: 0, resultsPerPage: 5 } })
      const [channel] = fixtures.channels.items
      const item = { ...channel!, id, contentDetails: { relatedPlaylists: { likes: '', uploads: `UU${id.slice(2)}` } } }
      return sendJson(response, 200, listResponse(fixtures.channels, [item], part))
    }
    if (endpoint === 'playlistItems') {
      const playlistId = url.searchParams.get('playlistId') ?? ''
      const prefix = playlistId.slice(0, 4) as PlaylistPrefix
      count(`playlistItems:${prefix}`)
      if (failure) return failWith(response)
      const items = missing.has(prefix) ? undefined : playlistItems(prefix, playlistId)
      if (!items) return sendJson(response, 404, fixtures.playlistNotFound)
      const page = pagedResponse(fixtures.playlists.UULF, items, url)
      return page ? sendJson(response, 200, page) : sendJson(response, 400, invalidPageToken)
    }
    if (endpoint === 'playlists') {
      count('playlists')
      if (failure) return failWith(response)
      const playlists = /^UC[\w-]{22}$/.test(url.searchParams.get('channelId') ?? '') ? channelPlaylists(longSeriesOn) : []
      const base = { kind: 'youtube#playlistListResponse', etag: 'playlists', items: [], pageInfo: {} }
      const resources = playlists.map((playlist) => playlistResource(playlist, playlist.videoIds.filter((id) => !removed.has(id)).length))
      const page = pagedResponse(base, resources, url)
      return page ? sendJson(response, 200, page) : sendJson(response, 400, invalidPageToken)
    }
    if (endpoint === 'videos') {
      count('videos')
      if (failure) return failWith(response)
      const ids = new Set((url.searchParams.get('id') ?? '').split(','))
      if (ids.size > PAGE_MAX) return sendJson(response, 400, { error: { code: 400, message: 'Too many ids', errors: [{ reason: 'tooManyIds' }] } })
      // Private and deleted videos are simply absent, as for any caller but the owner.
      return sendJson(response, 200, listResponse(fixtures.videos, videoItems(ids), part))
    }
    return sendJson(response, 404, { error: { code: 404, message: 'Not Found' } })
  }

  function failWith(response: ServerResponse) {
    if (failure === 'quota-exceeded') return sendJson(response, 403, fixtures.quotaExceeded)
    return sendJson(response, 500, {
      error: {
        code: 500,
        message: 'Internal error encountered.',
        errors: [{ message: 'Internal error encountered.', domain: 'global', reason: 'backendError' }],
      },
    })
  }

  function podcast(path: string, response: ServerResponse) {
    count('podcast')
    if (path === '/podcast/feed.xml') return send(response, 200, 'application/rss+xml; charset=UTF-8', podcastFeed())
    if (path === '/podcast/broken.xml') return send(response, 200, 'text/html; charset=utf-8', '<html><body>Moved</body></html>')
    if (path === '/podcast/huge.xml') {
      // Six megabytes of episodes, sent without a length, as a misconfigured host might.
      response.writeHead(200, { 'Content-Type': 'application/rss+xml' })
      const chunk = `<item><title>${'x'.repeat(1000)}</title></item>\n`.repeat(64)
      let sent = 0
      const more = () => {
        while (sent < 6 * 1024 * 1024) {
          sent += chunk.length
          if (!response.write(chunk)) return void response.once('drain', more)
        }
        response.end()
      }
      response.on('error', () => {})
      return more()
    }
    return send(response, 404, 'text/plain', 'Not Found')
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake')
    if (url.pathname.startsWith('/__control/')) {
      let text = ''
      for await (const chunk of request) text += chunk
      return control(request, response, url.pathname, text ? (JSON.parse(text) as Record<string, unknown>) : {})
    }
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))

    if (url.pathname.startsWith('/youtube/v3/')) return dataApi(url, response)
    if (url.pathname.startsWith('/podcast/')) return podcast(url.pathname, response)
    if (url.pathname === '/feeds/videos.xml') {
      count('feed')
      // The feed needs no key and has no quota; it only fails when YouTube itself does.
      if (failure === 'server-error') return send(response, 500, 'text/html; charset=utf-8', '<html><body>Error 500</body></html>')
      if (!/^UC[\w-]{22}$/.test(url.searchParams.get('channel_id') ?? '')) return send(response, 404, 'text/html; charset=utf-8', 'Not Found')
      return send(response, 200, 'text/xml; charset=UTF-8', fixtures.feed)
    }
    const image = url.pathname.match(/^\/vi\/([\w-]{11})\/(default|mqdefault|hqdefault|sddefault|maxresdefault)\.jpg$/)
    if (image) {
      count('thumbnail')
      thumbnailIds.add(image[1]!)
      if (failure === 'server-error') return send(response, 500, 'text/plain', 'error')
      if (largeThumbnail) return send(response, 200, 'image/jpeg', largeThumbnail)
      // Like YouTube: no maxres for most videos, and 404 for unknown ones.
      if (!KNOWN_VIDEO_IDS.has(image[1]!) || image[2] === 'maxresdefault') return send(response, 404, 'image/jpeg', fixtures.thumbnail.subarray(0, 0))
      return send(response, 200, 'image/jpeg', fixtures.thumbnail)
    }
    return send(response, 404, 'text/plain', 'Not Found')
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500)
      response.end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url,
    env: {
      YOUTUBE_CHANNEL_ID: FAKE_CHANNEL_ID,
      YOUTUBE_API_KEY: FAKE_API_KEY,
      YOUTUBE_API_BASE_URL: `${url}/youtube/v3`,
      YOUTUBE_FEED_BASE_URL: url,
      YOUTUBE_IMAGE_BASE_URL: url,
      // Not read by the site: the address an end-to-end test sets as the podcast feed.
      FAKE_PODCAST_FEED_URL: `${url}/podcast/feed.xml`,
    },
    calls: () => ({ ...counts }),
    totalCalls: () => Object.entries(counts).reduce((sum, [name, n]) => (name === 'thumbnail' || name === 'podcast' ? sum : sum + n), 0),
    fail: (mode) => {
      failure = mode
      failAfterCalls = null
    },
    failAfter: (calls, mode) => {
      failAfterCalls = { remaining: calls, mode }
    },
    delay: (ms) => {
      delayMs = ms
    },
    missingPlaylists: (prefixes) => {
      missing = new Set(prefixes)
    },
    largeThumbnails: (bytes) => {
      largeThumbnail = bytes === null ? null : jpegOfSize(bytes)
    },
    thumbnailIdsAsked: () => new Set(thumbnailIds),
    archive: (on) => {
      archiveOn = on
    },
    longSeries: (on) => {
      longSeriesOn = on
    },
    upload: (video) => {
      uploads = [
        {
          id: video.id,
          title: video.title,
          description: video.description ?? '',
          publishedAt: video.publishedAt,
          duration: video.short ? 'PT30S' : 'PT41M2S',
          kind: video.short ? 'short' : 'long',
        },
        ...uploads,
      ]
    },
    remove: (videoId) => {
      removed.add(videoId)
    },
    podcastUrl: `${url}/podcast/feed.xml`,
    reset,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A JPEG's start and end markers around random filler: as heavy, and as incompressible, as a large photo. */
function jpegOfSize(bytes: number): Buffer {
  const image = randomBytes(bytes)
  image.set([0xff, 0xd8, 0xff, 0xe0], 0)
  image.set([0xff, 0xd9], bytes - 2)
  return image
}

/** For tests/fakes/index.ts: the fake for the end-to-end run. */
export async function startYouTubeFake(): Promise<RunningFake> {
  const fake = await startFakeYouTube()
  return { env: fake.env, stop: fake.stop }
}
