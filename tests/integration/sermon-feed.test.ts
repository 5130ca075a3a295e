import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { sql } from '../../db/client.ts'
import { getSermonFeed, refreshesSettled, refreshIfDue } from '../../server/sermons/cache.ts'
import type { YouTubeSource } from '../../server/sermons/config.ts'
import { startFakeYouTube, type FakeYouTube } from '../fakes/youtube.ts'
import { expectConsoleError } from '../setup/vitest-each-file.ts'

let fake: FakeYouTube

beforeAll(async () => {
  fake = await startFakeYouTube()
})
afterAll(() => fake.stop())
beforeEach(() => fake.reset())

/** A channel of the test's own, so that each test starts with a cold cache row. */
function newChannel(path: 'api' | 'rss'): YouTubeSource {
  const channelId = `UC${randomBytes(16).toString('base64url').slice(0, 22)}`
  return {
    channelId,
    apiKey: path === 'api' ? fake.env.YOUTUBE_API_KEY : undefined,
    apiBaseUrl: fake.env.YOUTUBE_API_BASE_URL!,
    feedBaseUrl: fake.env.YOUTUBE_FEED_BASE_URL!,
  }
}

const LONG_VIDEOS_NEWEST_FIRST = ['Kx7PqR2mT4s', 'Lm3NoP9qR0s', 'Gh5JkL8mN2p', 'Ab1Cd2Ef3Gh', 'Ss1Nd4YsrVc', 'Qw4Er5Ty6Ui', 'Zx9Cv8Bn7Mq', 'Po0Iu9Yt8Re']
const NEVER_SERMONS = ['PrEmIeRe0Ad', 'Up9cMiNgSvC', 'LiVeNoWstrm', 'Pr1vAteVid0', 'De1etedVid0', 'Sh0rtPr1vat', 'Dv1NeW0rdSh', 'Dv2TrUsTsh0', 'Dv3PeAcEsh0']

/** Makes the cached copy look 31 minutes old, optionally with a marker title so a test can tell copies apart. */
async function ageCache(channelId: string, firstTitle?: string) {
  if (firstTitle) {
    await sql()`update sermon_feed_cache set feed = jsonb_set(feed, '{sermons,0,title}', ${sql().json(firstTitle)}) where channel_id = ${channelId}`
  }
  await sql()`update sermon_feed_cache set fetched_at = now() - interval '31 minutes' where channel_id = ${channelId}`
}

async function cacheRow(channelId: string) {
  const [row] = await sql()<
    { feed: { sermons: { title: string }[] } | null; fetched_at: Date | null; failure_count: number; retry_after: Date | null; last_error: string | null }[]
  >`
    select feed, fetched_at, failure_count, retry_after, last_error from sermon_feed_cache where channel_id = ${channelId}`
  return row
}

/** The feed as the site would show it, which the test expects to have been loaded. */
async function loadedFeed(source: YouTubeSource) {
  const cached = await getSermonFeed(source)
  if (!cached) throw new Error('The sermon feed could not be loaded')
  return cached
}

const allowRetryNow = (channelId: string) => sql()`update sermon_feed_cache set retry_after = now() where channel_id = ${channelId}`

describe('reading the channel through the Data API', () => {
  it('keeps long videos and past streams as sermons, newest first, and Shorts apart', async () => {
    const { feed, fresh } = await loadedFeed(newChannel('api'))
    expect(fresh).toBe(true)
    expect(feed.source).toBe('api')
    expect(feed.sermons.map((video) => video.id)).toEqual(LONG_VIDEOS_NEWEST_FIRST)
    expect(feed.latestShort).toEqual({ id: 'Dv1NeW0rdSh', title: 'Daily Devotion: Be Still – Psalm 46' })
  })

  it('skips private, deleted, upcoming and live items', async () => {
    const { feed } = await loadedFeed(newChannel('api'))
    const ids = feed.sermons.map((video) => video.id)
    for (const id of NEVER_SERMONS) expect(ids).not.toContain(id)
  })

  it('takes the video’s own publication time, title and description', async () => {
    const { feed } = await loadedFeed(newChannel('api'))
    expect(feed.sermons[0]).toEqual({
      id: 'Kx7PqR2mT4s',
      title: 'Hope That Holds – Romans 5:1-11',
      description: expect.stringContaining('Pastor Dave opens Romans 5'),
      publishedAt: '2025-11-09T12:15:04Z',
    })
  })

  it('costs one call to each list and never calls search.list', async () => {
    await loadedFeed(newChannel('api'))
    expect(fake.calls()).toEqual({ channels: 1, 'playlistItems:UULF': 1, 'playlistItems:UULV': 1, 'playlistItems:UUSH': 1, videos: 1 })
  })

  it('counts a playlist YouTube answers 404 for as empty', async () => {
    fake.missingPlaylists(['UULV', 'UUSH'])
    const { feed } = await loadedFeed(newChannel('api'))
    expect(feed.sermons.map((video) => video.id)).toEqual(LONG_VIDEOS_NEWEST_FIRST.filter((id) => id !== 'Ss1Nd4YsrVc'))
    expect(feed.latestShort).toBeNull()
  })
})

describe('reading the channel from its RSS feed (no API key)', () => {
  it('keeps Shorts apart, skips upcoming items, and makes no API call', async () => {
    const { feed } = await loadedFeed(newChannel('rss'))
    expect(feed.source).toBe('rss')
    expect(feed.sermons.map((video) => video.id)).toEqual([...LONG_VIDEOS_NEWEST_FIRST, 'Ol1dSerMn01', 'Ol2dSerMn02'])
    expect(feed.latestShort).toEqual({ id: 'Dv1NeW0rdSh', title: 'Daily Devotion: Be Still – Psalm 46' })
    const ids = feed.sermons.map((video) => video.id)
    for (const id of NEVER_SERMONS) expect(ids).not.toContain(id)
    expect(fake.calls()).toEqual({ feed: 1 })
  })

  it('decodes the feed’s XML text', async () => {
    const { feed } = await loadedFeed(newChannel('rss'))
    const shepherd = feed.sermons.find((video) => video.id === 'Lm3NoP9qR0s')
    expect(shepherd?.description).toContain('"I am the good shepherd." What does it mean to know his voice & follow him today?')
    expect(shepherd?.publishedAt).toBe('2025-11-02T12:20:31+00:00')
  })
})

describe('the cache in PostgreSQL', () => {
  it('answers from the cache without calling YouTube while it is fresh', async () => {
    const channel = newChannel('api')
    await loadedFeed(channel)
    const callsAfterFirst = fake.totalCalls()
    const again = await loadedFeed(channel)
    expect(again.fresh).toBe(true)
    expect(again.feed.sermons).toHaveLength(LONG_VIDEOS_NEWEST_FIRST.length)
    expect(fake.totalCalls()).toBe(callsAfterFirst)
  })

  it('serves the stale copy at once and refreshes it in the background', async () => {
    const channel = newChannel('api')
    await loadedFeed(channel)
    await ageCache(channel.channelId, 'Copy from half an hour ago')
    fake.reset()
    // Far slower than any local answer on a busy machine: waiting for YouTube would show.
    fake.delay(1500)

    const started = performance.now()
    const stale = await loadedFeed(channel)
    expect(performance.now() - started).toBeLessThan(1000)
    expect(stale.fresh).toBe(false)
    expect(stale.feed.sermons[0]?.title).toBe('Copy from half an hour ago')

    await vi.waitFor(async () => expect((await cacheRow(channel.channelId))?.feed?.sermons[0]?.title).toBe('Hope That Holds – Romans 5:1-11'), {
      timeout: 10_000,
    })
    expect(fake.calls()['playlistItems:UULF']).toBe(1)
    expect((await loadedFeed(channel)).fresh).toBe(true)
  })

  it('keeps the last good copy when YouTube answers 500, logs it once, and backs off', async () => {
    const channel = newChannel('api')
    await loadedFeed(channel)
    await ageCache(channel.channelId)
    fake.fail('server-error')

    const during = await loadedFeed(channel)
    expect(during.feed.sermons.map((video) => video.id)).toEqual(LONG_VIDEOS_NEWEST_FIRST)
    await vi.waitFor(async () => expect((await cacheRow(channel.channelId))?.failure_count).toBe(1))
    const logged = expectConsoleError()
    expect(logged).toHaveLength(1)
    expect(String(logged[0]?.[0])).toContain('answered 500')

    const row = await cacheRow(channel.channelId)
    expect(row?.feed?.sermons).toHaveLength(LONG_VIDEOS_NEWEST_FIRST.length)
    expect(row?.retry_after?.getTime()).toBeGreaterThan(Date.now() + 50_000)

    // Within the backoff nobody calls YouTube, and the visitor still gets the last good copy.
    const callsBefore = fake.totalCalls()
    const backingOff = await loadedFeed(channel)
    expect(backingOff.feed.sermons).toHaveLength(LONG_VIDEOS_NEWEST_FIRST.length)
    await refreshesSettled()
    expect(fake.totalCalls()).toBe(callsBefore)

    // A second failure in a row is not logged again, and waits twice as long.
    await allowRetryNow(channel.channelId)
    expect(await refreshIfDue(channel)).toBe('failed')
    expect(expectConsoleError()).toHaveLength(0)
    const second = await cacheRow(channel.channelId)
    expect(second?.failure_count).toBe(2)
    expect(second?.retry_after?.getTime()).toBeGreaterThan(Date.now() + 110_000)

    // When YouTube answers again, the feed is refreshed and the failures are forgotten.
    fake.fail(null)
    await allowRetryNow(channel.channelId)
    const info = vi.spyOn(console, 'log').mockImplementation(() => {})
    expect(await refreshIfDue(channel)).toBe('refreshed')
    expect(info).toHaveBeenCalledWith(expect.stringContaining('after 2 failed attempts'))
    info.mockRestore()
    const recovered = await cacheRow(channel.channelId)
    expect(recovered?.failure_count).toBe(0)
    expect(recovered?.retry_after).toBeNull()
  })

  it('keeps the last good copy when the quota is exhausted (403 quotaExceeded)', async () => {
    const channel = newChannel('api')
    await loadedFeed(channel)
    await ageCache(channel.channelId, 'The last good copy')
    fake.fail('quota-exceeded')

    expect(await refreshIfDue(channel)).toBe('failed')
    expect(expectConsoleError()).toHaveLength(1)
    const row = await cacheRow(channel.channelId)
    expect(row?.last_error).toContain('quotaExceeded')
    const served = await loadedFeed(channel)
    expect(served.feed.sermons[0]?.title).toBe('The last good copy')
  })

  it('makes exactly one upstream fetch for 20 concurrent requests on a cold cache', async () => {
    const channel = newChannel('api')
    fake.delay(100)
    const results = await Promise.all(Array.from({ length: 20 }, () => loadedFeed(channel)))
    for (const result of results) expect(result.feed.sermons.map((video) => video.id)).toEqual(LONG_VIDEOS_NEWEST_FIRST)
    expect(fake.calls()).toEqual({ channels: 1, 'playlistItems:UULF': 1, 'playlistItems:UULV': 1, 'playlistItems:UUSH': 1, videos: 1 })
  })

  it('lets only one of 20 instances refresh at a time (the lease on the cache row)', async () => {
    const channel = newChannel('rss')
    fake.delay(100)
    // refreshIfDue is what each instance runs; called directly there is no in-process sharing.
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => refreshIfDue(channel)))
    expect(outcomes.filter((outcome) => outcome === 'refreshed')).toHaveLength(1)
    expect(outcomes.filter((outcome) => outcome === 'skipped')).toHaveLength(19)
    expect(fake.calls()).toEqual({ feed: 1 })
  })

  it('waits for another instance’s first fetch rather than answering empty', async () => {
    const channel = newChannel('rss')
    fake.delay(300)
    const otherInstance = refreshIfDue(channel)
    await vi.waitFor(async () => expect(await cacheRow(channel.channelId)).toBeDefined())
    const { feed } = await loadedFeed(channel)
    expect(feed.sermons.length).toBeGreaterThan(0)
    expect(await otherInstance).toBe('refreshed')
    expect(fake.calls()).toEqual({ feed: 1 })
  })

  it('answers the empty feed without asking YouTube or the database when no channel is configured', async () => {
    const result = await getSermonFeed(undefined)
    expect(result).toEqual({ feed: { source: 'none', sermons: [], latestShort: null }, fetchedAt: null, fresh: false })
    expect(fake.totalCalls()).toBe(0)
  })

  it('answers that the feed could not be loaded, without hanging, when the first fetch fails, and backs off', async () => {
    const channel = newChannel('rss')
    fake.fail('server-error')
    const started = performance.now()
    expect(await getSermonFeed(channel)).toBeNull()
    expect(performance.now() - started).toBeLessThan(2500)
    expect(expectConsoleError()).toHaveLength(1)

    const callsBefore = fake.totalCalls()
    const quick = performance.now()
    expect(await getSermonFeed(channel)).toBeNull()
    // Well within the 2 s a first fetch may be waited for: the backoff answers at once.
    expect(performance.now() - quick).toBeLessThan(1500)
    expect(fake.totalCalls()).toBe(callsBefore)
  })

  it('answers the empty feed, not a failure, for a channel with no videos', async () => {
    fake.missingPlaylists(['UULF', 'UULV', 'UUSH'])
    const { feed, fetchedAt } = await loadedFeed(newChannel('api'))
    expect(feed.sermons).toEqual([])
    expect(feed.latestShort).toBeNull()
    expect(fetchedAt).not.toBeNull()
  })

  it('answers that the feed could not be loaded, within its time limit, when YouTube is too slow the first time', async () => {
    const channel = newChannel('rss')
    fake.delay(3500)
    const started = performance.now()
    const result = await getSermonFeed(channel)
    const waited = performance.now() - started
    expect(waited).toBeGreaterThan(1900)
    expect(waited).toBeLessThan(3000)
    expect(result).toBeNull()
    // The slow fetch still completes in the background and fills the cache.
    await vi.waitFor(async () => expect((await cacheRow(channel.channelId))?.feed).not.toBeNull(), { timeout: 5000 })
  })
})
