import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { send } from '../helpers/content-site.ts'
import { type SiteOnTestDatabase, startSiteOnTestDatabase } from '../helpers/loopback.ts'
import { startFakeYouTube, type FakeYouTube } from '../fakes/youtube.ts'

const LATEST_TITLE = 'Hope That Holds – Romans 5:1-11'
const ERROR_STATE = ['Unable to load latest sermon', 'Please try again later']
const EMPTY_STATE = ['No recent sermons found', 'Check back soon for new content']

/**
 * The production server with YouTube failing from its start: the site tells "we could not load
 * the sermons" apart from "the channel has none", and never drops a good copy for a failed refresh.
 */
describe('sermons when YouTube fails', () => {
  let fake: FakeYouTube
  let site: SiteOnTestDatabase

  beforeAll(async () => {
    fake = await startFakeYouTube()
    fake.fail('server-error')
    site = await startSiteOnTestDatabase('sermons_unavailable', fake.env)
  })
  afterAll(async () => {
    await site?.stop()
    await fake?.stop()
  })

  const feedRow = async () => {
    const [row] = await site.sql<{ titles: string[] | null; failure_count: number }[]>`
      select array(select jsonb_array_elements(feed->'sermons')->>'title') as titles, failure_count from sermon_feed_cache`
    return row
  }
  /** As if the cached copy were half an hour old and no backoff were running: the next request refreshes it. */
  const makeDue = () => site.sql`update sermon_feed_cache set fetched_at = fetched_at - interval '31 minutes', retry_after = null`
  const page = async (path: string) => (await send(site.server, 'GET', path)).text

  it('with nothing cached, answers 503 with Retry-After and pages show the error state, server-rendered', async () => {
    for (const path of ['/api/latest-sermon', '/api/recent-sermons?limit=6', '/api/latest-short']) {
      const answer = await send(site.server, 'GET', path)
      expect(answer.status, path).toBe(503)
      expect(answer.headers.get('retry-after'), path).toBe('60')
      expect(answer.headers.get('cache-control'), path).toBe('no-store')
      expect(answer.json(), path).toEqual({ error: 'The sermons could not be loaded. Please try again later.' })
    }
    for (const path of ['/', '/sermons']) {
      const html = await page(path)
      for (const words of ERROR_STATE) expect(html, path).toContain(words)
      for (const words of EMPTY_STATE) expect(html, path).not.toContain(words)
    }
    expect((await feedRow())?.failure_count).toBeGreaterThan(0)
  })

  it('once YouTube answers, shows the sermons; a failed refresh afterwards keeps the last good copy', async () => {
    fake.fail(null)
    await site.sql`update sermon_feed_cache set retry_after = null`
    const latest = await send(site.server, 'GET', '/api/latest-sermon')
    expect(latest.status).toBe(200)
    expect(latest.json<{ title: string }>().title).toBe(LATEST_TITLE)

    fake.fail('server-error')
    await makeDue()
    const failuresBefore = (await feedRow())?.failure_count ?? 0
    expect((await send(site.server, 'GET', '/api/latest-sermon')).json<{ title: string }>().title).toBe(LATEST_TITLE)
    await vi.waitFor(async () => expect((await feedRow())?.failure_count).toBe(failuresBefore + 1), { timeout: 10_000 })

    const afterFailure = await send(site.server, 'GET', '/api/recent-sermons?limit=6')
    expect(afterFailure.status).toBe(200)
    expect(afterFailure.json<{ title: string }[]>()[0]?.title).toBe(LATEST_TITLE)
    const html = await page('/sermons')
    expect(html).toContain(LATEST_TITLE)
    for (const words of ERROR_STATE) expect(html).not.toContain(words)
  })

  it('a channel with no videos is "no sermons", not a failure', async () => {
    fake.reset()
    fake.missingPlaylists(['UULF', 'UULV', 'UUSH'])
    await makeDue()
    await send(site.server, 'GET', '/api/latest-sermon')
    await vi.waitFor(async () => expect((await feedRow())?.titles).toEqual([]), { timeout: 10_000 })

    const latest = await send(site.server, 'GET', '/api/latest-sermon')
    expect(latest.status).toBe(200)
    expect(latest.json()).toBeNull()
    const recent = await send(site.server, 'GET', '/api/recent-sermons?limit=6')
    expect(recent.status).toBe(200)
    expect(recent.json()).toEqual([])
    for (const path of ['/', '/sermons']) {
      const html = await page(path)
      for (const words of EMPTY_STATE) expect(html, path).toContain(words)
      for (const words of ERROR_STATE) expect(html, path).not.toContain(words)
    }
  })
})
