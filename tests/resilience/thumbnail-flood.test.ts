import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeYouTube, startFakeYouTube } from '../fakes/youtube.ts'
import { type SiteOnTestDatabase, sendFrom, startSiteOnTestDatabase } from '../helpers/loopback.ts'

// An image host answering 400 KB for every id, and a flood of thumbnail requests: random ids from
// five addresses (one of them past its rate limit), and the feed's own ids in every size from three
// others. What the site keeps on disk must stay within its byte budget, and no stranger's id may
// reach the image host. The rate limit is lowered by its setting, so that one address passes it
// in a few hundred requests.
const IMAGE_BYTES = 400 * 1024
const BUDGET_BYTES = 4 * 1024 * 1024
/** Table pages, the TOAST index and the primary key around the stored images. */
const STORAGE_OVERHEAD_BYTES = 1024 * 1024
const SIZES = ['default', 'medium', 'high', 'standard', 'maxres']
const RATE_LIMIT = 150
const PAST_THE_LIMIT_ADDRESS = '127.0.0.2'
const RANDOM_ID_ADDRESSES = ['127.0.0.6', '127.0.0.7', '127.0.0.8', '127.0.0.9']
const FEED_ADDRESSES = ['127.0.0.3', '127.0.0.4', '127.0.0.5']
const PAST_THE_LIMIT = 50
const CONNECTIONS_PER_ADDRESS = 8

let fake: FakeYouTube
let site: SiteOnTestDatabase

beforeAll(async () => {
  fake = await startFakeYouTube()
  fake.largeThumbnails(IMAGE_BYTES)
  site = await startSiteOnTestDatabase('thumbnail_flood', {
    ...fake.env,
    SERMON_THUMBNAILS_MAX_BYTES: String(BUDGET_BYTES),
    SERMON_THUMBNAILS_RATE_LIMIT: String(RATE_LIMIT),
  })
})

afterAll(async () => {
  await site?.stop()
  await fake?.stop()
})

async function feedIds(): Promise<string[]> {
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    const [row] = await site.sql<{ ids: string[] | null }[]>`
      select array(select jsonb_array_elements(feed->'sermons')->>'id') || (feed->'latestShort'->>'id') as ids
      from sermon_feed_cache where feed is not null`
    if (row?.ids?.length) return row.ids.filter(Boolean)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('The sermon feed was never fetched')
}

const ID_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
const randomId = () => Array.from({ length: 11 }, () => ID_CHARACTERS[Math.floor(Math.random() * ID_CHARACTERS.length)]).join('')
const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!

/** Sends `count` requests from one address over a few connections; the statuses, tallied. */
async function flood(address: string, count: number, path: () => string): Promise<Record<number, number>> {
  const tally: Record<number, number> = {}
  let sent = 0
  await Promise.all(
    Array.from({ length: CONNECTIONS_PER_ADDRESS }, async () => {
      while (sent < count) {
        sent++
        const answer = await sendFrom(`${site.server.url}${path()}`, { localAddress: address })
        tally[answer.status] = (tally[answer.status] ?? 0) + 1
      }
    }),
  )
  return tally
}

describe('a thumbnail flood against an image host answering 400 KB for every id', () => {
  it('stores no more than the byte budget, and asks the image host only for the feed’s videos', async () => {
    const ids = await feedIds()
    const began = performance.now()
    const randomPath = () => `/api/sermon-thumbnails/${randomId()}/${pick(SIZES)}`
    const feedPath = () => `/api/sermon-thumbnails/${pick(ids)}/${pick(SIZES)}`
    const [pastTheLimitTally, randomTallies, feedTallies] = await Promise.all([
      flood(PAST_THE_LIMIT_ADDRESS, RATE_LIMIT + PAST_THE_LIMIT, randomPath),
      Promise.all(RANDOM_ID_ADDRESSES.map((address) => flood(address, RATE_LIMIT, randomPath))),
      Promise.all(FEED_ADDRESSES.map((address) => flood(address, RATE_LIMIT, feedPath))),
    ])
    const seconds = (performance.now() - began) / 1000

    const [stored] = await site.sql<{ on_disk: string; rows: number; images: number; image_bytes: string }[]>`
      select pg_total_relation_size('sermon_thumbnails') as on_disk, count(*)::int as rows,
        count(image)::int as images, coalesce(sum(octet_length(image)), 0) as image_bytes
      from sermon_thumbnails`
    const onDisk = Number(stored!.on_disk)
    const asked = fake.thumbnailIdsAsked()
    const total = PAST_THE_LIMIT + (1 + RANDOM_ID_ADDRESSES.length + FEED_ADDRESSES.length) * RATE_LIMIT
    console.log(
      `${total} thumbnail requests in ${seconds.toFixed(1)} s (random ids: ${JSON.stringify([pastTheLimitTally, ...randomTallies])}, feed ids: ${JSON.stringify(feedTallies)}); ` +
        `${fake.calls().thumbnail ?? 0} image host calls for ${asked.size} ids; sermon_thumbnails: ${(onDisk / 1024 / 1024).toFixed(2)} MiB on disk, ` +
        `${stored!.images} images of ${(Number(stored!.image_bytes) / 1024 / 1024).toFixed(2)} MiB in ${stored!.rows} rows (budget ${BUDGET_BYTES / 1024 / 1024} MiB)`,
    )

    expect(pastTheLimitTally).toEqual({ 404: RATE_LIMIT, 429: PAST_THE_LIMIT })
    for (const tally of randomTallies) expect(tally).toEqual({ 404: RATE_LIMIT })
    for (const tally of feedTallies) expect(tally).toEqual({ 200: RATE_LIMIT })
    expect([...asked].every((id) => ids.includes(id))).toBe(true)
    expect(fake.calls().thumbnail).toBeLessThanOrEqual(ids.length * SIZES.length)
    expect(Number(stored!.image_bytes)).toBeLessThanOrEqual(BUDGET_BYTES)
    expect(Number(stored!.image_bytes)).toBeGreaterThan(BUDGET_BYTES - 2 * IMAGE_BYTES)
    expect(onDisk).toBeLessThanOrEqual(BUDGET_BYTES + STORAGE_OVERHEAD_BYTES)
  })
})
