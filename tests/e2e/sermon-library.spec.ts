import type { Locator, Page } from '@playwright/test'
import { FAKE_CHANNEL_ID } from '../fakes/youtube.ts'
import { SEEDED_AUDIO, type SeededLibrary, seedSermons, wipeSermonLibrary } from '../helpers/sermon-library.ts'
import { axeViolations } from './axe'
import { expect, test } from './fixtures'
import { pageHydrated } from './hydration'
import { textAt200Percent } from './text-size'

// The tests read one library, seeded once for the file.
test.describe.configure({ mode: 'serial' })

const SERMONS = 50
let library: SeededLibrary

test.beforeAll(async ({ db }) => {
  await wipeSermonLibrary(db)
  library = await seedSermons(db, SERMONS, { channelId: FAKE_CHANNEL_ID, complete: true })
})

test.afterAll(async ({ db }) => wipeSermonLibrary(db))

const sermonLinks = (page: Page) => page.locator('#sermons-found li h3 a')
const resultCount = (page: Page) => page.locator('#sermons-found').getByRole('status')

/**
 * Clicks a link and waits for its page. A click that lands while the page just arrived is still
 * putting its results in place meets a link already replaced, and goes nowhere: it is made again.
 */
async function followLink(page: Page, link: Locator) {
  const href = (await link.getAttribute('href'))!
  const isThere = (url: URL) => url.pathname + url.search === href
  await expect(async () => {
    if (!isThere(new URL(page.url()))) await link.click()
    await page.waitForURL(isThere, { timeout: 5_000 })
  }).toPass({ timeout: 20_000 })
}

test('the whole archive is reachable from /sermons by links: Next to the last page, every visible sermon once, newest first', async ({ page }) => {
  await page.goto('/sermons')
  await page.getByRole('link', { name: 'Browse every sermon' }).click()
  await expect(page).toHaveURL(/\/sermons\/library$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sermon Library')
  const pages = Math.ceil(library.visible.length / 20)
  await expect(resultCount(page)).toHaveText(`${library.visible.length} sermons in the library`)
  const found: string[] = []
  for (let number = 1; ; number++) {
    await expect(page.getByText(`Page ${number} of ${pages}`)).toBeVisible()
    found.push(...(await sermonLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))))
    const next = page.getByRole('link', { name: 'Next page' })
    if ((await next.count()) === 0) break
    await followLink(page, next)
  }
  expect(found).toEqual(library.visible.map((sermon) => `/sermons/${sermon.slug}`))
  await followLink(page, page.getByRole('link', { name: 'Previous page' }))
  await expect(page.getByText(`Page ${pages - 1} of ${pages}`)).toBeVisible()
})

test('another page of results, followed in the app by keyboard, gives the focus to the results’ heading', async ({ page }) => {
  await page.goto('/sermons/library')
  // The results are never hydrated: the app follows their links once the page's own code runs.
  await pageHydrated(page)
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await page.getByRole('link', { name: 'Next page' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText(`Page 2 of ${Math.ceil(library.visible.length / 20)}`)).toBeVisible()
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  await expect(page.locator('#sermons-found h2')).toBeFocused()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a search and a filter are plain GET forms, and nothing found says so', async ({ page }) => {
    await page.goto('/sermons/library')
    const form = page.getByRole('form', { name: 'Search the sermon library' })
    await form.getByLabel('Search the sermons').fill('shepherd')
    await form.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/sermons\/library\?q=shepherd&series=&speaker=&book=$/)
    const shepherds = library.visible.filter((sermon) => sermon.title.includes('Shepherd'))
    await expect(resultCount(page)).toHaveText(`${shepherds.length} sermons found for “shepherd”`)
    await expect(sermonLinks(page)).toHaveCount(shepherds.length)
    for (const title of await sermonLinks(page).allTextContents()) expect(title).toContain('Shepherd')
    await expect(page.getByLabel('Search the sermons')).toHaveValue('shepherd')

    await page.getByLabel('Search the sermons').fill('')
    await page.getByLabel('Speaker').selectOption('Ruth Adeyemi')
    await page.getByRole('button', { name: 'Search' }).click()
    const ruth = library.visible.filter((sermon) => sermon.speaker === 'Ruth Adeyemi')
    await expect(resultCount(page)).toHaveText(`${ruth.length} sermons found`)
    await expect(page.locator('#sermons-found li').filter({ hasText: 'Speaker: Ruth Adeyemi' })).toHaveCount(ruth.length)

    await page.goto('/sermons/library?q=zebracrossing')
    await expect(resultCount(page)).toContainText('No sermons match “zebracrossing”.')
    const odd = await page.goto('/sermons/library?page=abc&series=no-such-series&q=')
    expect(odd?.status()).toBe(200)
  })

  test('a series lists its sermons in the order of its playlist; an unknown one is not found', async ({ page }) => {
    const series = library.series[1]!
    await page.goto(`/sermons/${library.visible.find((sermon) => series.videoIds.includes(sermon.videoId))!.slug}`)
    await page.getByRole('link', { name: series.title }).click()
    await expect(page).toHaveURL(new RegExp(`/sermons/series/${series.slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(series.title)
    const visible = new Map(library.visible.map((sermon) => [sermon.videoId, sermon]))
    const inOrder = series.videoIds.filter((id) => visible.has(id)).map((id) => visible.get(id)!.title)
    await expect(page.locator('#series-sermons li h3 a')).toHaveText(inOrder)
    const unknown = await page.goto('/sermons/series/no-such-series')
    expect(unknown?.status()).toBe(404)
  })
})

test("a sermon's page: its heading, facts, VideoObject, podcast audio, and no request to YouTube or the podcast before a click", async ({ page, baseURL }) => {
  const sermon = library.visible[0]!
  const elsewhere: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!)) elsewhere.push(request.url())
  })
  await page.route(/youtube-nocookie\.com/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }))
  await page.goto(`/sermons/${sermon.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sermon.title)
  await expect(page.getByText('Sunday, 22 November 2026').first()).toBeVisible()
  await expect(page.getByText('Speaker:')).toHaveCount(sermon.speaker ? 1 : 0)
  await expect(page.getByText('Pastor Unconfirmed')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'https://www.bible.com/' })).toHaveAttribute('rel', /noopener/)

  const [text] = await page.locator('script[type="application/ld+json"]').allTextContents()
  const video = JSON.parse(text!)
  expectVideoObject(video, baseURL!)
  expect(video.uploadDate).toMatch(/^2026-11-22T10:30:00(?:Z|\+00:00)$/)
  expect(video).toMatchObject({ name: sermon.title, embedUrl: `https://www.youtube-nocookie.com/embed/${sermon.videoId}` })

  const audio = page.locator('audio')
  await expect(audio).toHaveAttribute('src', SEEDED_AUDIO.url)
  await expect(audio).toHaveAttribute('preload', 'none')
  await expect(audio).toHaveAttribute('controls', '')
  await expect(page.getByRole('link', { name: /Open this episode on the podcast/ })).toHaveAttribute('href', SEEDED_AUDIO.episodeUrl)
  expect(elsewhere).toEqual([])

  await page.getByRole('button', { name: `Play video: ${sermon.title}` }).click()
  await expect(page.locator('iframe')).toHaveAttribute('src', new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${sermon.videoId}`))
  const missing = await page.goto('/sermons/2020-01-01-no-such-sermon')
  expect(missing?.status()).toBe(404)
})

/** What schema.org and search engines ask of a VideoObject: its required and expected properties, with their types and formats. */
function expectVideoObject(video: Record<string, unknown>, origin: string) {
  expect(video['@context']).toBe('https://schema.org')
  expect(video['@type']).toBe('VideoObject')
  for (const property of ['name', 'description']) expect(typeof video[property] === 'string' && (video[property] as string).length > 0, property).toBe(true)
  expect(video.uploadDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:Z|[+-]\d{2}:\d{2})$/)
  expect(Number.isNaN(Date.parse(video.uploadDate as string))).toBe(false)
  const thumbnails = [video.thumbnailUrl].flat() as string[]
  expect(thumbnails.length).toBeGreaterThan(0)
  for (const url of thumbnails) expect(url.startsWith(`${origin}/`)).toBe(true)
  expect(new URL(video.embedUrl as string).protocol).toBe('https:')
  if ('duration' in video) expect(video.duration).toMatch(/^PT(?=\d)(?:\d+H)?(?:\d+M)?(?:\d+S)?$/)
  expect(video.url).toMatch(new RegExp(`^${origin}/sermons/[a-z0-9-]+$`))
}

test('on a phone at 200 % text the library, a search, a series and a sermon need no sideways scrolling, and axe finds nothing', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  for (const path of [
    '/sermons/library',
    '/sermons/library?q=shepherd',
    `/sermons/series/${library.series[0]!.slug}`,
    `/sermons/${library.visible[0]!.slug}`,
  ]) {
    await page.goto(path)
    await textAt200Percent(page)
    const { scrollWidth, width } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      width: document.documentElement.clientWidth,
    }))
    expect(scrollWidth, path).toBeLessThanOrEqual(width)
    expect(await axeViolations(page)).toEqual([])
  }
})

test('a search in its one spelling is served from the page cache; another spelling is rendered for the one visitor', async ({ request }) => {
  const search = '/sermons/library?q=shepherd&book=John'
  await request.get(search)
  expect((await request.get(search)).headers()['x-cache']).toBe('hit')
  expect((await request.get('/sermons/library?book=John&q=shepherd')).headers()['x-cache']).toBeUndefined()
})

test('until the import has reached the oldest video, the library says it holds only the newest sermons', async ({ page, db }) => {
  const notice = page.getByText('The library holds only the newest sermons for now')
  // A change written straight to the database reaches the page cache a moment later: visit until it shows.
  await db`update sermon_library_state set complete = false where channel_id = ${FAKE_CHANNEL_ID}`
  await expect(async () => {
    await page.goto('/sermons/library')
    await expect(notice).toBeVisible({ timeout: 500 })
  }).toPass({ timeout: 10_000 })
  await db`update sermon_library_state set complete = true where channel_id = ${FAKE_CHANNEL_ID}`
  await expect(async () => {
    await page.goto('/sermons/library')
    await expect(notice).toHaveCount(0, { timeout: 500 })
  }).toPass({ timeout: 10_000 })
})
