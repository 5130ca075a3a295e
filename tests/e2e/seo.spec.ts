import { PUBLIC_PAGES } from '../../app/lib/site/pages.ts'
import { expect, test } from './fixtures'

test.describe('search engines and link previews', () => {
  test.use({ javaScriptEnabled: false })

  test('every public page has its own title, description, canonical URL and Open Graph tags', async ({ page, baseURL, request }) => {
    // A visit to each of the 22 pages: a loaded machine needs more than one test's usual time for them all.
    test.setTimeout(90_000)
    const titles = new Map<string, string>()
    const descriptions = new Map<string, string>()
    for (const { path } of PUBLIC_PAGES) {
      await page.goto(path)
      const head = page.locator('head')
      const title = await page.title()
      const description = (await head.locator('meta[name="description"]').getAttribute('content')) ?? ''
      const canonical = await head.locator('link[rel="canonical"]').getAttribute('href')
      const og = async (property: string) => head.locator(`meta[property="${property}"]`).getAttribute('content')

      expect.soft(title, path).toMatch(/\S+ \| \S+/)
      expect.soft(description.length, `${path} description: "${description}"`).toBeGreaterThanOrEqual(50)
      expect.soft(titles.get(title), `${path} shares its title with another page`).toBeUndefined()
      expect.soft(descriptions.get(description), `${path} shares its description with another page`).toBeUndefined()
      titles.set(title, path)
      descriptions.set(description, path)

      expect.soft(canonical, path).toBe(`${baseURL}${path}`)
      expect.soft(await og('og:url'), path).toBe(canonical)
      expect.soft(await og('og:title'), path).toBe(title)
      expect.soft(await og('og:description'), path).toBe(description)
      expect.soft(await og('og:type'), path).toBe('website')
      expect.soft(await og('og:image'), path).toBe(`${baseURL}/images/share.jpg`)
      await expect.soft(head.locator('meta[name="robots"]'), `${path} must stay indexable`).toHaveCount(0)
    }
    const image = await request.get('/images/share.jpg')
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toBe('image/jpeg')
  })

  test('/sitemap.xml lists every public page by absolute URL, then the sermon library’s series and sermons', async ({ request, baseURL, db }) => {
    const sitemap = async () => {
      const response = await request.get('/sitemap.xml')
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toContain('application/xml')
      return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)
    }
    // The library is whatever the channel holds when the sitemap is read, which its import may change
    // meanwhile; the library's own order is tested with the library.
    const libraryNow = async () => {
      const [series, sermons] = await Promise.all([
        db<{ slug: string }[]>`select slug from sermon_series ser where exists (
          select 1 from sermon_series_items item join sermons s using (video_id) where item.playlist_id = ser.playlist_id and not s.hidden)`,
        db<{ slug: string }[]>`select slug from sermons where not hidden`,
      ])
      return [...series.map((row) => `${baseURL}/sermons/series/${row.slug}`), ...sermons.map((row) => `${baseURL}/sermons/${row.slug}`)].sort()
    }
    const locations = await sitemap()
    expect(locations.slice(0, PUBLIC_PAGES.length)).toEqual(PUBLIC_PAGES.map((page) => `${baseURL}${page.path}`))
    await expect.poll(async () => (await sitemap()).slice(PUBLIC_PAGES.length).sort().join(' ') === (await libraryNow()).join(' ')).toBe(true)
  })

  test('/robots.txt keeps crawlers out of the admin area and points to the sitemap', async ({ request, baseURL }) => {
    const response = await request.get('/robots.txt')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('text/plain')
    const lines = (await response.text()).split('\n')
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /admin', 'Disallow: /api/admin', `Sitemap: ${baseURL}/sitemap.xml`]))
  })

  test('admin pages are kept out of search results', async ({ page }) => {
    const response = await page.goto('/admin')
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow')
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })
})
