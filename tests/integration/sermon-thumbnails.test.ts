import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sql } from '../../db/client.ts'
import { getThumbnail } from '../../server/sermons/thumbnails.ts'
import { startFakeYouTube, type FakeYouTube } from '../fakes/youtube.ts'

let fake: FakeYouTube

beforeAll(async () => {
  fake = await startFakeYouTube()
})
afterAll(() => fake.stop())
beforeEach(async () => {
  fake.reset()
  await sql()`delete from sermon_thumbnails`
})

const isJpeg = (image: Uint8Array) => image[0] === 0xff && image[1] === 0xd8

describe('video thumbnails served from our own origin', () => {
  it('fetches a thumbnail once, stores it in PostgreSQL, and serves later requests from there', async () => {
    const first = await getThumbnail('Kx7PqR2mT4s', 'high', fake.url)
    expect(first.contentType).toBe('image/jpeg')
    expect(isJpeg(first.image)).toBe(true)
    expect(first.cacheControl).toMatch(/^public, max-age=604800/)

    const again = await getThumbnail('Kx7PqR2mT4s', 'high', fake.url)
    expect(again.image).toEqual(first.image)
    expect(fake.calls().thumbnail).toBe(1)
    const [row] = await sql()<{ count: number }[]>`select count(*)::int as count from sermon_thumbnails where video_id = 'Kx7PqR2mT4s'`
    expect(row?.count).toBe(1)
  })

  it('asks YouTube once for many simultaneous requests', async () => {
    fake.delay(100)
    await Promise.all(Array.from({ length: 10 }, () => getThumbnail('Lm3NoP9qR0s', 'medium', fake.url)))
    expect(fake.calls().thumbnail).toBe(1)
  })

  it('falls back to our own poster, briefly cached, when YouTube has no such image', async () => {
    const unknown = await getThumbnail('zzzzzzzzzzz', 'high', fake.url)
    expect(unknown.contentType).toBe('image/svg+xml')
    expect(new TextDecoder().decode(unknown.image)).toContain('<svg')
    expect(unknown.cacheControl).toBe('public, max-age=3600')
    const noMaxres = await getThumbnail('Kx7PqR2mT4s', 'maxres', fake.url)
    expect(noMaxres.contentType).toBe('image/svg+xml')
    const [row] = await sql()<{ count: number }[]>`select count(*)::int as count from sermon_thumbnails`
    expect(row?.count).toBe(0)
  })

  it('keeps serving the stored copy when a week-old thumbnail cannot be fetched again', async () => {
    const stored = await getThumbnail('Gh5JkL8mN2p', 'high', fake.url)
    await sql()`update sermon_thumbnails set fetched_at = now() - interval '8 days'`
    fake.fail('server-error')
    const served = await getThumbnail('Gh5JkL8mN2p', 'high', fake.url)
    expect(served.contentType).toBe('image/jpeg')
    expect(served.image).toEqual(stored.image)
    expect(served.cacheControl).toBe('public, max-age=3600')
    expect(fake.calls().thumbnail).toBe(2)
  })

  it('refetches a week-old thumbnail when YouTube answers', async () => {
    await getThumbnail('Ab1Cd2Ef3Gh', 'high', fake.url)
    await sql()`update sermon_thumbnails set fetched_at = now() - interval '8 days'`
    await getThumbnail('Ab1Cd2Ef3Gh', 'high', fake.url)
    const [row] = await sql()<
      { recent: boolean }[]
    >`select fetched_at > now() - interval '1 minute' as recent from sermon_thumbnails where video_id = 'Ab1Cd2Ef3Gh'`
    expect(row?.recent).toBe(true)
    expect(fake.calls().thumbnail).toBe(2)
  })
})
