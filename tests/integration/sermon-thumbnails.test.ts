import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sql } from '../../db/client.ts'
import { refreshIfDue } from '../../server/sermons/cache.ts'
import { MAX_THUMBNAIL_BYTES } from '../../server/sermons/thumbnail-fetch.ts'
import { getThumbnail, type ThumbnailSettings } from '../../server/sermons/thumbnails.ts'
import { startFakeYouTube, type FakeYouTube } from '../fakes/youtube.ts'

let fake: FakeYouTube
let settings: ThumbnailSettings

/** The fake channel's feed, fetched into a cache row of the test file's own channel. */
beforeAll(async () => {
  fake = await startFakeYouTube()
  const channelId = `UC${randomBytes(16).toString('base64url').slice(0, 22)}`
  await refreshIfDue({ channelId, apiKey: fake.env.YOUTUBE_API_KEY, apiBaseUrl: fake.env.YOUTUBE_API_BASE_URL!, feedBaseUrl: fake.url })
  settings = { imageBaseUrl: fake.url, channelId, maxStoredBytes: 32 * 1024 * 1024 }
})
afterAll(() => fake.stop())
beforeEach(async () => {
  fake.reset()
  await sql()`delete from sermon_thumbnails`
})

const isJpeg = (image: Uint8Array) => image[0] === 0xff && image[1] === 0xd8
const storedImages = async () => {
  const [row] = await sql()<{ images: number; bytes: number }[]>`
    select count(image)::int as images, coalesce(sum(octet_length(image)), 0)::int as bytes from sermon_thumbnails`
  return row!
}
/** Makes a stored thumbnail due for a fetch again, as it is a week after it was fetched. */
const makeDue = (videoId: string) =>
  sql()`update sermon_thumbnails set fetched_at = now() - interval '8 days', check_after = now() - interval '1 day' where video_id = ${videoId}`

describe('video thumbnails served from our own origin', () => {
  it('fetches a thumbnail once, stores it in PostgreSQL, and serves later requests from there', async () => {
    const first = await getThumbnail('Kx7PqR2mT4s', 'high', settings)
    expect(first?.contentType).toBe('image/jpeg')
    expect(isJpeg(first!.image)).toBe(true)
    expect(first?.cacheControl).toMatch(/^public, max-age=604800/)

    const again = await getThumbnail('Kx7PqR2mT4s', 'high', settings)
    expect(again?.image).toEqual(first?.image)
    expect(again?.cacheControl).toBe(first?.cacheControl)
    expect(fake.calls().thumbnail).toBe(1)
    const [row] = await sql()<{ count: number }[]>`select count(*)::int as count from sermon_thumbnails where video_id = 'Kx7PqR2mT4s'`
    expect(row?.count).toBe(1)
  })

  it('asks YouTube once for many simultaneous requests', async () => {
    fake.delay(100)
    await Promise.all(Array.from({ length: 10 }, () => getThumbnail('Lm3NoP9qR0s', 'medium', settings)))
    expect(fake.calls().thumbnail).toBe(1)
  })

  it('falls back to our own poster, briefly cached, when YouTube has no such image, and asks again only an hour later', async () => {
    const noMaxres = await getThumbnail('Kx7PqR2mT4s', 'maxres', settings)
    expect(noMaxres?.contentType).toBe('image/svg+xml')
    expect(new TextDecoder().decode(noMaxres!.image)).toContain('<svg')
    expect(noMaxres?.cacheControl).toBe('public, max-age=3600')
    await getThumbnail('Kx7PqR2mT4s', 'maxres', settings)
    expect(fake.calls().thumbnail).toBe(1)
    expect((await storedImages()).images).toBe(0)
  })

  it('keeps serving the stored copy when a week-old thumbnail cannot be fetched again', async () => {
    const stored = await getThumbnail('Gh5JkL8mN2p', 'high', settings)
    await makeDue('Gh5JkL8mN2p')
    fake.fail('server-error')
    const served = await getThumbnail('Gh5JkL8mN2p', 'high', settings)
    expect(served?.contentType).toBe('image/jpeg')
    expect(served?.image).toEqual(stored?.image)
    expect(served?.cacheControl).toBe('public, max-age=3600')
    fake.fail(null)
    const servedAgain = await getThumbnail('Gh5JkL8mN2p', 'high', settings)
    expect(servedAgain?.cacheControl).toBe('public, max-age=3600')
    expect(fake.calls().thumbnail).toBe(2)
  })

  it('refetches a week-old thumbnail when YouTube answers', async () => {
    await getThumbnail('Ab1Cd2Ef3Gh', 'high', settings)
    await makeDue('Ab1Cd2Ef3Gh')
    await getThumbnail('Ab1Cd2Ef3Gh', 'high', settings)
    const [row] = await sql()<{ recent: boolean; fresh: boolean }[]>`
      select fetched_at > now() - interval '1 minute' as recent, check_after > now() + interval '6 days' as fresh
      from sermon_thumbnails where video_id = 'Ab1Cd2Ef3Gh'`
    expect(row).toEqual({ recent: true, fresh: true })
    expect(fake.calls().thumbnail).toBe(2)
  })
})

describe('only the church’s own videos, within a byte budget', () => {
  it('has no thumbnail for a video outside the feed and the site’s pages, and never asks YouTube for it', async () => {
    expect(await getThumbnail('zzzzzzzzzzz', 'high', settings)).toBeUndefined()
    expect(await getThumbnail('Kx7PqR2mT4s', 'high', { ...settings, channelId: undefined })).toBeUndefined()
    expect(fake.calls().thumbnail).toBeUndefined()
  })

  it('serves the thumbnails of the videos on the vision page', async () => {
    fake.largeThumbnails(20_000)
    const vision = await getThumbnail('XIb_dCIxzr0', 'high', settings)
    expect(vision?.contentType).toBe('image/jpeg')
    expect(fake.thumbnailIdsAsked()).toEqual(new Set(['XIb_dCIxzr0']))
  })

  it('fetches four images at once; past them a request that gets no turn in time has the poster, not remembered as a miss', async () => {
    fake.delay(6000)
    const ids = ['Kx7PqR2mT4s', 'Lm3NoP9qR0s', 'Gh5JkL8mN2p', 'Ab1Cd2Ef3Gh', 'Ss1Nd4YsrVc']
    const answers = await Promise.all(ids.map((videoId) => getThumbnail(videoId, 'high', settings)))
    expect(answers.map((answer) => answer?.contentType)).toEqual(ids.map(() => 'image/svg+xml'))
    // Four fetches timed out and are remembered as misses; the fifth was never sent.
    const [row] = await sql()<
      { rows: number; misses: number }[]
    >`select count(*)::int as rows, count(*) filter (where image is null)::int as misses from sermon_thumbnails`
    expect(row).toEqual({ rows: 4, misses: 4 })
    // All four reached YouTube: on a busy machine one still being read must not count in the next test.
    await expect.poll(() => fake.calls().thumbnail).toBe(4)
  })

  it('refuses an image larger than the limit, without keeping it', async () => {
    fake.largeThumbnails(MAX_THUMBNAIL_BYTES + 1)
    const answer = await getThumbnail('Kx7PqR2mT4s', 'high', settings)
    expect(answer?.contentType).toBe('image/svg+xml')
    expect(await storedImages()).toEqual({ images: 0, bytes: 0 })
  })

  it('serves but does not keep an image past the budget, and asks YouTube for it again only an hour later', async () => {
    fake.largeThumbnails(100_000)
    const budget = { ...settings, maxStoredBytes: 250_000 }
    for (const videoId of ['Kx7PqR2mT4s', 'Lm3NoP9qR0s', 'Gh5JkL8mN2p']) {
      expect((await getThumbnail(videoId, 'high', budget))?.image.byteLength).toBe(100_000)
    }
    expect(await storedImages()).toEqual({ images: 2, bytes: 200_000 })
    expect((await getThumbnail('Gh5JkL8mN2p', 'high', budget))?.contentType).toBe('image/svg+xml')
    expect(fake.calls().thumbnail).toBe(3)
  })

  it('drops the thumbnails of videos that have left the feed when it stores the next one', async () => {
    await getThumbnail('Kx7PqR2mT4s', 'high', settings)
    const [before] = await sql()<{ feed: unknown }[]>`select feed from sermon_feed_cache where channel_id = ${settings.channelId!}`
    await sql()`
      update sermon_feed_cache
      set feed = jsonb_set(feed, '{sermons}', (select jsonb_agg(s) from jsonb_array_elements(feed->'sermons') s where s->>'id' <> 'Kx7PqR2mT4s'))
      where channel_id = ${settings.channelId!}`
    expect(await getThumbnail('Kx7PqR2mT4s', 'high', settings)).toBeUndefined()
    await getThumbnail('Lm3NoP9qR0s', 'high', settings)
    const rows = await sql()<{ video_id: string }[]>`select video_id from sermon_thumbnails`
    expect(rows.map((row) => row.video_id)).toEqual(['Lm3NoP9qR0s'])
    await sql()`update sermon_feed_cache set feed = ${sql().json(before!.feed as never)} where channel_id = ${settings.channelId!}`
  })
})
