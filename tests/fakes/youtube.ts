import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { RunningFake } from './running-fake.ts'

/**
 * A fake YouTube on loopback: the Data API v3 (channels, playlistItems, videos), the channel's
 * RSS feed and the thumbnail image host, answering with fixtures of the real response shapes
 * (tests/fakes/fixtures/youtube/). It answers for any channel id, so tests can use a channel of
 * their own to keep their cache rows apart.
 *
 * Control, in process (the returned object) or over HTTP (for another process):
 *   GET  /__control/calls            upstream calls so far, by endpoint ({ "playlistItems:UULF": 1, … })
 *   POST /__control/failure          {"mode":"server-error"|"quota-exceeded"|null}: make data requests fail
 *   POST /__control/delay            {"ms":200}: answer data requests that much later
 *   POST /__control/missing-playlists {"prefixes":["UUSH"]}: answer 404 playlistNotFound for those playlists
 *   POST /__control/reset            back to normal, counters at zero
 */

export const FAKE_CHANNEL_ID = 'UCq3Tv8sPn2Wc5Lh7Rk1mB9x'
export const FAKE_API_KEY = 'fake-youtube-api-key'

export type FailureMode = 'server-error' | 'quota-exceeded' | null
export type PlaylistPrefix = 'UULF' | 'UULV' | 'UUSH'

export type FakeYouTube = {
  url: string
  /** Settings that point the site at this fake (API path; drop YOUTUBE_API_KEY for the RSS path). */
  env: Record<string, string>
  calls: () => Record<string, number>
  totalCalls: () => number
  fail: (mode: FailureMode) => void
  delay: (ms: number) => void
  missingPlaylists: (prefixes: PlaylistPrefix[]) => void
  /** Answers every thumbnail, of any id and size, with a JPEG of this many bytes (null: the fixture, as YouTube would). */
  largeThumbnails: (bytes: number | null) => void
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

export async function startFakeYouTube(): Promise<FakeYouTube> {
  let failure: FailureMode = null
  let delayMs = 0
  let missing = new Set<string>()
  let counts: Record<string, number> = {}
  let largeThumbnail: Buffer | null = null
  let thumbnailIds = new Set<string>()

  const count = (name: string) => {
    counts[name] = (counts[name] ?? 0) + 1
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
      const fixture = fixtures.playlists[prefix]
      if (!fixture || missing.has(prefix)) return sendJson(response, 404, fixtures.playlistNotFound)
      const limit = Number(url.searchParams.get('maxResults') ?? 5)
      return sendJson(response, 200, listResponse(fixture, fixture.items.slice(0, limit), part))
    }
    if (endpoint === 'videos') {
      count('videos')
      if (failure) return failWith(response)
      const ids = new Set((url.searchParams.get('id') ?? '').split(','))
      // Private and deleted videos are simply absent, as for any caller but the owner.
      return sendJson(
        response,
        200,
        listResponse(
          fixtures.videos,
          fixtures.videos.items.filter((item) => ids.has(item.id)),
          part,
        ),
      )
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

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake')
    if (url.pathname.startsWith('/__control/')) {
      let text = ''
      for await (const chunk of request) text += chunk
      return control(request, response, url.pathname, text ? (JSON.parse(text) as Record<string, unknown>) : {})
    }
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))

    if (url.pathname.startsWith('/youtube/v3/')) return dataApi(url, response)
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
    },
    calls: () => ({ ...counts }),
    totalCalls: () => Object.entries(counts).reduce((sum, [name, n]) => (name === 'thumbnail' ? sum : sum + n), 0),
    fail: (mode) => {
      failure = mode
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
