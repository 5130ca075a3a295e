import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sql } from '../../db/client.ts'
import type { YouTubeSource } from '../../server/sermons/config.ts'
import { refreshIfDue } from '../../server/sermons/cache.ts'
import { churchVideoIds } from '../../server/sermons/church-videos.ts'
import { checkSermonLibrary } from '../../server/sermons/library/check.ts'
import { checkLibraryIfFeedIsAhead } from '../../server/sermons/library/job.ts'
import { FAKE_CHANNEL_ID, startFakeYouTube, type FakeYouTube } from '../fakes/youtube.ts'
import { ARCHIVE } from '../fakes/youtube-archive.ts'
import { expectConsoleError } from '../setup/vitest-each-file.ts'

let fake: FakeYouTube

beforeAll(async () => {
  fake = await startFakeYouTube()
})
/** The library's tables are left empty for the test files that run after this one in the same database. */
async function emptyLibrary() {
  await sql()`delete from sermons`
  await sql()`delete from sermon_series`
  await sql()`delete from sermon_library_state`
  await sql()`delete from sermon_feed_cache`
  await sql()`update sermon_library_settings set podcast_feed_url = null`
}

afterAll(async () => {
  await emptyLibrary()
  await fake.stop()
})
beforeEach(async () => {
  fake.reset()
  await emptyLibrary()
})

function channel(path: 'api' | 'rss' = 'api'): YouTubeSource {
  return {
    channelId: FAKE_CHANNEL_ID,
    apiKey: path === 'api' ? fake.env.YOUTUBE_API_KEY : undefined,
    apiBaseUrl: fake.env.YOUTUBE_API_BASE_URL!,
    feedBaseUrl: fake.env.YOUTUBE_FEED_BASE_URL!,
  }
}

/** The fixture's long videos and past stream, and the archive's long videos and past streams. */
const FIXTURE_SERMONS = ['Kx7PqR2mT4s', 'Lm3NoP9qR0s', 'Gh5JkL8mN2p', 'Ab1Cd2Ef3Gh', 'Ss1Nd4YsrVc', 'Qw4Er5Ty6Ui', 'Zx9Cv8Bn7Mq', 'Po0Iu9Yt8Re']
const ARCHIVE_SERMONS = ARCHIVE.filter((video) => video.kind === 'long' || video.kind === 'stream').map((video) => video.id)
const NEVER_SERMONS = ['PrEmIeRe0Ad', 'Up9cMiNgSvC', 'LiVeNoWstrm', 'Pr1vAteVid0', 'De1etedVid0', 'Sh0rtPr1vat', 'Dv1NeW0rdSh', 'Dv2TrUsTsh0', 'Dv3PeAcEsh0']

const sermonIds = async () => (await sql()<{ video_id: string }[]>`select video_id from sermons order by published_at desc`).map((row) => row.video_id)
const libraryState = async () => {
  const [row] = await sql()<
    {
      complete: boolean
      resume_playlist: string | null
      resume_page_token: string | null
      last_error: string | null
      quota_exceeded_at: Date | null
      last_check_calls: number
      last_checked_at: Date | null
      podcast_error: string | null
    }[]
  >`select complete, resume_playlist, resume_page_token, last_error, quota_exceeded_at, last_check_calls, last_checked_at, podcast_error
    from sermon_library_state where channel_id = ${FAKE_CHANNEL_ID}`
  return row!
}
const siteVersion = async () => (await sql()<{ version: string }[]>`select version from site_version`)[0]?.version
const snapshot = () => sql()`select * from sermons order by video_id`
const sermon = async (videoId: string) => {
  const [row] = await sql()<Record<string, unknown>[]>`select * from sermons where video_id = ${videoId}`
  return row!
}

describe('the first import of the whole channel', () => {
  it('imports every public long video and past stream within 25 Data API calls, and never search.list', async () => {
    fake.archive(true)
    const outcome = await checkSermonLibrary(channel())
    expect(outcome.outcome).toBe('checked')
    const ids = await sermonIds()
    expect(ids).toHaveLength(FIXTURE_SERMONS.length + ARCHIVE_SERMONS.length)
    expect(ids.length).toBeGreaterThanOrEqual(500)
    expect(new Set(ids)).toEqual(new Set([...FIXTURE_SERMONS, ...ARCHIVE_SERMONS]))
    for (const id of [...NEVER_SERMONS, ...ARCHIVE.filter((video) => !ARCHIVE_SERMONS.includes(video.id)).map((video) => video.id)])
      expect(ids).not.toContain(id)
    expect(fake.totalCalls()).toBeLessThanOrEqual(25)
    expect(fake.calls().search).toBeUndefined()
    expect(fake.calls().channels).toBeUndefined()
    const state = await libraryState()
    expect(state).toMatchObject({ complete: true, resume_playlist: null, resume_page_token: null, last_error: null, last_check_calls: fake.totalCalls() })
    console.log(`First import: ${ids.length} sermons in ${fake.totalCalls()} Data API calls ${JSON.stringify(fake.calls())}`)
  })

  it('stores the details, the length in seconds, the address and the suggestions', async () => {
    await checkSermonLibrary(channel())
    expect(await sermon('Kx7PqR2mT4s')).toMatchObject({
      slug: '2025-11-09-hope-that-holds-romans-5-1-11',
      title: 'Hope That Holds – Romans 5:1-11',
      published_at: new Date('2025-11-09T12:15:04Z'),
      duration_seconds: 33 * 60 + 7,
      suggested_passage: 'Romans 5:1-11',
      suggested_speaker: 'Pastor Dave',
      speaker: null,
      passage: null,
      hidden: false,
    })
  })

  it('a later check with nothing new costs at most 2 calls and changes nothing', async () => {
    fake.archive(true)
    // The newest upload, before the first import, is a Short: on top of the uploads, and never imported.
    const short = { id: 'OlDsHoRt001', title: 'Advent in a minute #shorts', publishedAt: '2025-11-20T10:00:00Z', short: true }
    fake.upload(short)
    await checkSermonLibrary(channel())
    const before = await snapshot()
    const versionBefore = await siteVersion()
    fake.reset()
    fake.archive(true)
    fake.upload(short)
    const outcome = await checkSermonLibrary(channel())
    expect(outcome).toEqual({ outcome: 'checked', message: 'Checked: no new sermons.' })
    expect(fake.totalCalls()).toBeLessThanOrEqual(2)
    console.log(`Later check with nothing new: ${fake.totalCalls()} Data API calls ${JSON.stringify(fake.calls())}`)
    expect(await snapshot()).toEqual(before)
    expect(await siteVersion()).toBe(versionBefore)
  })

  it('a later check finds a new upload and asks only about it', async () => {
    await checkSermonLibrary(channel())
    fake.reset()
    fake.upload({
      id: 'NeWsErMoN01',
      title: 'The Vine and the Branches – John 15:1-8',
      description: 'Speaker: Tom Okafor',
      publishedAt: new Date().toISOString(),
    })
    fake.upload({ id: 'NeWsHoRt001', title: 'Abide #shorts', publishedAt: new Date().toISOString(), short: true })
    const outcome = await checkSermonLibrary(channel())
    expect(outcome).toEqual({ outcome: 'checked', message: 'Checked: 1 new sermon.' })
    expect(await sermonIds()).toContain('NeWsErMoN01')
    expect(await sermonIds()).not.toContain('NeWsHoRt001')
    expect(await sermon('NeWsErMoN01')).toMatchObject({ suggested_speaker: 'Tom Okafor', suggested_passage: 'John 15:1-8' })
    expect(fake.calls()).toEqual({ 'playlistItems:UUq3': 1, videos: 1, 'playlistItems:UUSH': 1, playlists: 1 })
    // The Short is remembered: the next check asks nothing about either.
    fake.reset()
    await checkSermonLibrary(channel())
    expect(fake.totalCalls()).toBe(2)
  })
})

describe('when YouTube fails', () => {
  it('an exhausted quota stops the import with what it stored, and the next check resumes from there', async () => {
    fake.archive(true)
    // The quota runs out after six calls: three pages of long videos and their details.
    fake.failAfter(6, 'quota-exceeded')
    const first = await checkSermonLibrary(channel())
    expect(expectConsoleError().join(' ')).toContain('quotaExceeded')
    expect(first.outcome).toBe('failed')
    const state = await libraryState()
    expect(state.complete).toBe(false)
    expect(state.quota_exceeded_at).not.toBeNull()
    expect(state.resume_playlist).toMatch(/^UULF/)
    expect(state.resume_page_token).not.toBeNull()
    const storedFirst = (await sermonIds()).length
    expect(storedFirst).toBeGreaterThan(0)
    expect(storedFirst).toBeLessThan(500)

    fake.fail(null)
    const callsBefore = fake.totalCalls()
    const second = await checkSermonLibrary(channel())
    expect(second.outcome).toBe('checked')
    expect((await sermonIds()).length).toBe(FIXTURE_SERMONS.length + ARCHIVE_SERMONS.length)
    expect((await libraryState()).complete).toBe(true)
    // Resumed, not started again: the two runs together cost no more than one whole import and the failed call.
    expect(fake.totalCalls()).toBeLessThanOrEqual(26)
    expect(fake.totalCalls() - callsBefore).toBeLessThan(25)
  })

  it('an outage during a later check leaves the library exactly as it was, and is logged once', async () => {
    await checkSermonLibrary(channel())
    const before = await snapshot()
    fake.upload({ id: 'NeWsErMoN02', title: 'New sermon', publishedAt: new Date().toISOString() })
    fake.fail('server-error')
    const first = await checkSermonLibrary(channel())
    expect(first.outcome).toBe('failed')
    expect(first.message).toContain('The library is as it was')
    expect(expectConsoleError()).toHaveLength(1)
    expect(await snapshot()).toEqual(before)
    const state = await libraryState()
    expect(state.last_error).toContain('answered 500')
    expect(state.quota_exceeded_at).toBeNull()
    expect(state.last_checked_at).not.toBeNull()

    expect((await checkSermonLibrary(channel())).outcome).toBe('failed')
    expect(expectConsoleError()).toHaveLength(0)
    fake.fail(null)
    expect((await checkSermonLibrary(channel())).outcome).toBe('checked')
    expect(await sermonIds()).toContain('NeWsErMoN02')
    expect((await libraryState()).last_error).toBeNull()
  })

  it('a second check while one runs answers busy', async () => {
    fake.delay(300)
    const [one, two] = await Promise.all([checkSermonLibrary(channel()), checkSermonLibrary(channel())])
    expect([one.outcome, two.outcome].sort()).toEqual(['busy', 'checked'])
  })
})

describe('without an API key', () => {
  it('takes the newest sermons from the channel’s feed and says the library is not complete', async () => {
    const outcome = await checkSermonLibrary(channel('rss'))
    expect(outcome.outcome).toBe('checked')
    expect(await sermonIds()).toEqual([...FIXTURE_SERMONS, 'Ol1dSerMn01', 'Ol2dSerMn02'])
    expect((await libraryState()).complete).toBe(false)
    expect(fake.calls()).toEqual({ feed: 1 })
    expect((await sermon('Lm3NoP9qR0s')).duration_seconds).toBeNull()
  })

  it('answers no-channel when no channel is set', async () => {
    expect(await checkSermonLibrary(undefined)).toMatchObject({ outcome: 'no-channel' })
  })
})

describe('what the administrator decided stays', () => {
  it('keeps a hidden sermon hidden and a confirmed speaker and passage, while suggestions follow a changed title', async () => {
    await checkSermonLibrary(channel('rss'))
    await sql()`update sermons set hidden = true where video_id = 'Lm3NoP9qR0s'`
    await sql()`update sermons set speaker = 'Dave Smith', passage = 'Romans 5', book = 'Romans', details_confirmed_at = now(), title = 'Old title' where video_id = 'Kx7PqR2mT4s'`
    await sql()`update sermons set title = 'Old title', suggested_speaker = null, suggested_passage = null where video_id = 'Gh5JkL8mN2p'`
    await checkSermonLibrary(channel())
    expect(await sermon('Lm3NoP9qR0s')).toMatchObject({ hidden: true })
    expect(await sermon('Kx7PqR2mT4s')).toMatchObject({ speaker: 'Dave Smith', passage: 'Romans 5', book: 'Romans', title: 'Hope That Holds – Romans 5:1-11' })
    expect(await sermon('Gh5JkL8mN2p')).toMatchObject({ title: 'Faith in the Storm – Mark 4:35-41', suggested_passage: 'Mark 4:35-41' })
  })

  it('keeps a sermon whose video was deleted on YouTube', async () => {
    await checkSermonLibrary(channel())
    fake.remove('Po0Iu9Yt8Re')
    await checkSermonLibrary(channel())
    expect(await sermonIds()).toContain('Po0Iu9Yt8Re')
  })
})

describe('series from the channel’s playlists', () => {
  it('makes a series of each playlist, its sermons in the playlist’s order, and reads unchanged playlists no more', async () => {
    fake.archive(true)
    fake.longSeries(true)
    await checkSermonLibrary(channel())
    const series = await sql()<{ slug: string; title: string; items: number }[]>`
      select slug, title, (select count(*)::int from sermon_series_items i where i.playlist_id = s.playlist_id) as items
      from sermon_series s order by slug`
    expect(series).toEqual([
      { slug: 'coming-soon', title: 'Coming Soon', items: 0 },
      { slug: 'every-sunday-service', title: 'Every Sunday Service', items: 70 },
      { slug: 'romans-hope-that-holds', title: 'Romans: Hope That Holds', items: 12 },
      { slug: 'songs-for-the-journey-psalms', title: 'Songs for the Journey: Psalms', items: 8 },
    ])
    const romans = await sql()<{ video_id: string; position: number }[]>`
      select video_id, position from sermon_series_items where playlist_id = 'PLcray0Romans0Hope' order by position`
    expect(romans.map((row) => row.position)).toEqual([...Array(12).keys()])
    expect(romans.at(-1)?.video_id).toBe('Kx7PqR2mT4s')
    // Seventy items are two pages.
    expect(fake.calls()['playlistItems:PLcr']).toBe(4)

    fake.reset()
    fake.archive(true)
    fake.longSeries(true)
    await checkSermonLibrary(channel())
    expect(fake.calls()['playlistItems:PLcr']).toBeUndefined()
  })
})

describe('the podcast', () => {
  const audio = async (videoId: string) => {
    const [row] = await sql()<{ audio_url: string | null; audio_episode_url: string | null; audio_title: string | null }[]>`
      select audio_url, audio_episode_url, audio_title from sermons where video_id = ${videoId}`
    return row!
  }

  it('matches each sermon to the episode of its London day, the closest in time, with http(s) addresses only', async () => {
    fake.archive(true)
    await sql()`update sermon_library_settings set podcast_feed_url = ${fake.podcastUrl}`
    const outcome = await checkSermonLibrary(channel())
    expect(outcome.message).toContain('Matched 9 podcast episodes')
    expect(await audio('Kx7PqR2mT4s')).toEqual({
      audio_url: 'https://podcast.example.org/audio/2025-11-09.mp3',
      audio_episode_url: 'https://podcast.example.org/episodes/hope-that-holds',
      audio_title: 'Hope That Holds',
    })
    expect((await audio('Lm3NoP9qR0s')).audio_url).toBe('https://podcast.example.org/audio/2025-11-02-am.mp3')
    expect((await audio('Zx9Cv8Bn7Mq')).audio_url).toBe('https://podcast.example.org/audio/2025-09-28.mp3')
    expect((await audio('Ab1Cd2Ef3Gh')).audio_url).toBeNull()
    expect((await audio('Qw4Er5Ty6Ui')).audio_url).toBeNull()
    expect((await libraryState()).podcast_error).toBeNull()

    // Read again only after six hours, unless the address changes.
    fake.reset()
    await checkSermonLibrary(channel())
    expect(fake.calls().podcast).toBeUndefined()
  })

  it('refuses a feed over 5 MB and one that is not a feed, keeping the audio it had', async () => {
    await sql()`update sermon_library_settings set podcast_feed_url = ${fake.podcastUrl}`
    await checkSermonLibrary(channel())
    const matched = await audio('Kx7PqR2mT4s')
    expect(matched.audio_url).not.toBeNull()

    for (const [feed, reason] of [
      ['huge.xml', 'larger than 5 MB'],
      ['broken.xml', 'not an RSS feed'],
    ] as const) {
      await sql()`update sermon_library_settings set podcast_feed_url = ${`${fake.url}/podcast/${feed}`}`
      const outcome = await checkSermonLibrary(channel())
      expect(outcome.outcome).toBe('checked')
      expect(outcome.message).toContain(reason)
      expect((await libraryState()).podcast_error).toContain(reason)
      expect(expectConsoleError()).toHaveLength(1)
      expect(await audio('Kx7PqR2mT4s')).toEqual(matched)
    }
  })
})

describe('a channel of its own', () => {
  it('keeps state per channel', async () => {
    const other = { ...channel('rss'), channelId: `UC${randomBytes(16).toString('base64url').slice(0, 22)}` }
    expect((await checkSermonLibrary(other)).outcome).toBe('checked')
    const [row] = await sql()<{ complete: boolean }[]>`select complete from sermon_library_state where channel_id = ${other.channelId}`
    expect(row?.complete).toBe(false)
  })
})

describe('around the library', () => {
  it('serves thumbnails for every sermon of the library that is not hidden', async () => {
    fake.archive(true)
    await checkSermonLibrary(channel())
    await sql()`update sermons set hidden = true where video_id = ${ARCHIVE_SERMONS[1]!}`
    const ids = await churchVideoIds(undefined)
    expect(ids.has(ARCHIVE_SERMONS.at(-1)!)).toBe(true)
    expect(ids.has(ARCHIVE_SERMONS[1]!)).toBe(false)
    expect(ids.has('Dv1NeW0rdSh')).toBe(false)
  })

  it('checks the library after a feed refresh only when the feed holds a sermon the library lacks', async () => {
    await refreshIfDue(channel())
    fake.reset()
    await checkLibraryIfFeedIsAhead(channel())
    expect(await sermonIds()).toEqual(FIXTURE_SERMONS)
    const callsOfCheck = fake.totalCalls()
    expect(callsOfCheck).toBeGreaterThan(0)
    fake.reset()
    await checkLibraryIfFeedIsAhead(channel())
    expect(fake.totalCalls()).toBe(0)
  })
})
