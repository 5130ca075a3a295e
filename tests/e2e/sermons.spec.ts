import type { Page } from '@playwright/test'
import { expect, siteOrigin, test } from './fixtures'

// The server reads the fake YouTube's fixtures (tests/fakes/fixtures/youtube/) through the Data API.
const LATEST = { id: 'Kx7PqR2mT4s', title: 'Hope That Holds – Romans 5:1-11', date: 'Sunday, 9 November 2025' }
const LATEST_SUMMARY = 'Pastor Dave opens Romans 5 and shows how hope in Christ holds firm when life is hard.'
const RECENT_TITLES = [
  'Hope That Holds – Romans 5:1-11',
  'The Good Shepherd – John 10:1-18',
  'Faith in the Storm – Mark 4:35-41',
  'Grace Upon Grace – John 1:14-18',
  'Sunday Service – Remembering Well (Joshua 4)',
  'Harvest Thanksgiving – Psalm 65',
]
const SHORT = { id: 'Dv1NeW0rdSh', title: 'Daily Devotion: Be Still – Psalm 46' }

/** Every request the page makes to a host other than the site's own. */
function recordForeignRequests(page: Page): string[] {
  const foreign: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith(siteOrigin())) foreign.push(request.url())
  })
  return foreign
}

test.describe('sermons with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('/sermons shows the latest sermon, six recent cards and the podcast buttons', async ({ page }) => {
    const foreign = recordForeignRequests(page)
    await page.goto('/sermons')

    const latest = page.locator('#latest-service')
    await expect(latest.getByRole('heading', { level: 3 })).toHaveText(LATEST.title)
    await expect(latest).toContainText(LATEST.date)
    await expect(latest).toContainText(LATEST_SUMMARY)
    await expect(latest.getByRole('link', { name: `Play video: ${LATEST.title}` })).toHaveAttribute('href', `https://www.youtube.com/watch?v=${LATEST.id}`)

    const cards = page.locator('#recent-sermons article')
    await expect(cards).toHaveCount(6)
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(RECENT_TITLES)
    await expect(cards.first()).toContainText('Sunday, 9 November 2025')
    await expect(cards.first()).toContainText('Hope • Romans • SundayService • Christ • Peace • God')
    await expect(cards.nth(5)).toContainText('Psalm • Praise • God')
    const thumbnail = cards.first().locator('img')
    await expect(thumbnail).toHaveAttribute('src', `/api/sermon-thumbnails/${LATEST.id}/high`)
    expect(await thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)

    // Shorts, premieres, upcoming and live streams never appear among the sermons.
    await expect(page.locator('main')).not.toContainText('Daily Devotion')
    await expect(page.locator('main')).not.toContainText('Premiere')
    await expect(page.locator('main')).not.toContainText('Sunday Service Live')
    await expect(page.locator('main')).not.toContainText('Midweek Prayer')

    const podcast = page.locator('#podcast')
    await expect(podcast.getByRole('link', { name: /Listen on Spotify/ })).toHaveAttribute('target', '_blank')
    await expect(podcast.getByRole('link', { name: /Listen on Apple Podcasts/ })).toHaveAttribute('target', '_blank')
    expect(foreign).toEqual([])
  })

  test('the home page shows the Latest Service with its video 320 px high', async ({ page }) => {
    await page.goto('/')
    const section = page.locator('#latest-service')
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Latest Service')
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(LATEST.title)
    await expect(section).toContainText(LATEST.date)
    await expect(section).toContainText(LATEST_SUMMARY)
    await expect(section.getByRole('link', { name: 'View All Sermons' })).toHaveAttribute('href', '/sermons')
    const video = section.getByRole('link', { name: `Play video: ${LATEST.title}` })
    expect((await video.boundingBox())?.height).toBeCloseTo(320, 0)
  })

  test('/devotions shows the latest Short at 9:16', async ({ page }) => {
    await page.goto('/devotions')
    const section = page.locator('#devotion-video')
    await expect(section).toContainText(SHORT.title)
    const video = section.getByRole('link', { name: `Play video: ${SHORT.title}` })
    await expect(video).toHaveAttribute('href', `https://www.youtube.com/watch?v=${SHORT.id}`)
    const box = await video.boundingBox()
    expect(box!.height / box!.width).toBeCloseTo(16 / 9, 1)
  })
})

test.describe('sermons with JavaScript on', () => {
  test('a video loads the youtube-nocookie player only when the visitor clicks play', async ({ page }) => {
    const foreign = recordForeignRequests(page)
    await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }))
    await page.goto('/sermons')
    const latest = page.locator('#latest-service')
    const play = latest.getByRole('button', { name: `Play video: ${LATEST.title}` })
    await expect(play).toBeVisible()
    await expect(page.locator('iframe')).toHaveCount(0)
    expect(foreign).toEqual([])

    await play.click()
    const player = latest.locator('iframe')
    await expect(player).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${LATEST.id}?autoplay=1`)
    await expect(player).toHaveAttribute('title', LATEST.title)
    await expect(player).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin')
    await expect(player).toHaveAttribute('allow', 'autoplay; encrypted-media; picture-in-picture; fullscreen')
    // The player takes the focus once the part has hydrated and redone the press, which a loaded machine can delay.
    await expect(player).toBeFocused({ timeout: 15_000 })
    expect(foreign).toEqual([`https://www.youtube-nocookie.com/embed/${LATEST.id}?autoplay=1`])
  })

  test('fresh data is not fetched again; after an hour the latest and recent sermons are', async ({ page }) => {
    await page.clock.install()
    const calls = { latest: 0, recent: 0 }
    await page.route('**/api/latest-sermon', (route) => {
      calls.latest += 1
      return route.fulfill({ json: { id: 'Ab1Cd2Ef3Gh', title: 'A Sermon Published Since', description: 'New words.', publishedAt: '2025-11-16T12:00:00Z' } })
    })
    await page.route('**/api/recent-sermons?limit=6', (route) => {
      calls.recent += 1
      return route.fulfill({ json: [] })
    })
    await page.goto('/sermons')
    await expect(page.locator('#latest-service').getByRole('button', { name: `Play video: ${LATEST.title}` })).toBeVisible()

    await page.clock.runFor('29:00')
    expect(calls).toEqual({ latest: 0, recent: 0 })

    await page.clock.runFor('31:00')
    await expect(page.locator('#latest-service').getByRole('heading', { level: 3 })).toHaveText('A Sermon Published Since')
    await expect(page.locator('#latest-service')).toContainText('Sunday, 16 November 2025')
    // An empty answer for the grid: the 'Loading recent sermons...' message.
    await expect(page.locator('#recent-sermons')).toContainText('Loading recent sermons...')
    await expect(page.locator('#recent-sermons article')).toHaveCount(0)
    expect(calls).toEqual({ latest: 1, recent: 1 })
  })

  test('when the channel has no sermon any more, the panel shows its empty state', async ({ page }) => {
    await page.clock.install()
    await page.route('**/api/latest-sermon', (route) => route.fulfill({ json: null }))
    await page.goto('/')
    const section = page.locator('#latest-service')
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(LATEST.title)

    await page.clock.runFor('01:00:00')
    await expect(section).toContainText('No recent sermons found')
    await expect(section).toContainText('Check back soon for new content')
    await expect(section.getByRole('heading', { level: 3 })).toHaveText('Latest Sermon')
    await expect(section).toContainText('Check back soon for our latest message.')
    await expect(section).toContainText('Coming soon')
  })

  test('the daily devotion video is fresh for an hour and has no timer of its own', async ({ page }) => {
    await page.clock.install()
    let calls = 0
    await page.route('**/api/latest-short', (route) => {
      calls += 1
      return route.continue()
    })
    await page.goto('/devotions')
    await expect(page.locator('#devotion-video').getByRole('button', { name: `Play video: ${SHORT.title}` })).toBeVisible()
    await page.clock.runFor('02:00:00')
    expect(calls).toBe(0)
  })
})

test.describe('sermon endpoints', () => {
  test('GET /api/latest-sermon gives the newest long video, with summary and cache headers', async ({ request }) => {
    const response = await request.get('/api/latest-sermon')
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toMatch(/^public, max-age=\d+/)
    expect(await response.json()).toEqual({
      id: LATEST.id,
      title: LATEST.title,
      summary: LATEST_SUMMARY,
      description: expect.stringContaining('#Hope #Romans #SundayService'),
      publishedAt: '2025-11-09T12:15:04Z',
    })
  })

  test('GET /api/recent-sermons takes a limit from 1 to 50 and refuses anything else', async ({ request }) => {
    const six = await request.get('/api/recent-sermons?limit=6')
    expect(six.status()).toBe(200)
    const sermons = (await six.json()) as { id: string; title: string; thumbnails: { high: { url: string }; medium: { url: string } } }[]
    expect(sermons.map((sermon) => sermon.title)).toEqual(RECENT_TITLES)
    expect(sermons[0]?.thumbnails).toEqual({
      high: { url: `/api/sermon-thumbnails/${LATEST.id}/high` },
      medium: { url: `/api/sermon-thumbnails/${LATEST.id}/medium` },
    })

    expect(await (await request.get('/api/recent-sermons?limit=1')).json()).toHaveLength(1)
    expect(await (await request.get('/api/recent-sermons?limit=50')).json()).toHaveLength(8)
    for (const limit of ['0', '51', 'abc', '2.5', '-1', '', '1e1']) {
      const response = await request.get(`/api/recent-sermons?limit=${limit}`)
      expect(response.status(), `limit=${limit}`).toBe(400)
      expect(await response.json()).toEqual({ error: 'Invalid limit', details: { limit: 'limit must be a whole number from 1 to 50' } })
    }
  })

  test('GET /api/latest-short gives the newest public Short', async ({ request }) => {
    const response = await request.get('/api/latest-short')
    expect(response.headers()['cache-control']).toMatch(/^public, max-age=\d+/)
    expect(await response.json()).toEqual(SHORT)
  })

  test('thumbnails come from our own origin, with a long cache, only for the church’s videos; a bad id is refused', async ({ request }) => {
    const image = await request.get(`/api/sermon-thumbnails/${LATEST.id}/medium`)
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toBe('image/jpeg')
    expect(image.headers()['cache-control']).toMatch(/^public, max-age=604800/)
    const noMaxres = await request.get(`/api/sermon-thumbnails/${LATEST.id}/maxres`)
    expect(noMaxres.headers()['content-type']).toBe('image/svg+xml')
    const notTheChurchs = await request.get('/api/sermon-thumbnails/zzzzzzzzzzz/high')
    expect(notTheChurchs.status()).toBe(404)
    expect(await notTheChurchs.json()).toEqual({ error: 'No thumbnail: this is not one of the church’s videos' })
    expect((await request.get('/api/sermon-thumbnails/short/high')).status()).toBe(400)
    expect((await request.get(`/api/sermon-thumbnails/${LATEST.id}/huge`)).status()).toBe(400)
  })
})
