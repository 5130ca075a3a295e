import { createHash, randomBytes } from 'node:crypto'
import { expect, siteOrigin, test } from './fixtures'
import { pageHydrated } from './hydration'

test.describe('site shell', () => {
  test('home page has the nav, the footer and the security headers', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    const headers = response!.headers()
    expect(headers['content-security-policy']).toMatch(/script-src 'self' '(nonce|sha256)-[^']+'/)
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/)
    expect(headers['content-security-policy']).toContain("object-src 'none'")
    expect(headers['content-security-policy']).toContain("base-uri 'none'")
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toContain('camera=()')
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['cross-origin-opener-policy']).toBe('same-origin')
    expect(headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(headers['strict-transport-security']).toBeUndefined()

    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Join us this Sunday' }).first()).toHaveAttribute('href', '/sundays')
    const thisYear = new Date().toLocaleDateString('en-GB', { timeZone: 'Europe/London', year: 'numeric' })
    await expect(page.getByRole('contentinfo')).toContainText(`© ${thisYear} Cray Community Church. All rights reserved.`)
  })

  test('every inline script is allowed by its CSP: by nonce when rendered for one visitor, by hash when shared from the cache', async ({ request }) => {
    for (const [label, headers] of [
      ['shared', {}],
      ['for one visitor', { Cookie: 'form_result=x' }],
    ] as const) {
      const response = await request.get('/church-life', { headers })
      const policy = response.headers()['content-security-policy'] ?? ''
      const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1] ?? ''
      expect(scriptSources, label).not.toMatch(/unsafe-(inline|eval)/)
      const nonce = /'nonce-([^']+)'/.exec(scriptSources)?.[1]
      const inline = [...(await response.text()).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
        ([, attributes]) => !/\ssrc=|application\/ld\+json/.test(attributes ?? ''),
      )
      expect(inline.length, label).toBeGreaterThan(0)
      for (const [, attributes, content] of inline) {
        const hash = `'sha256-${createHash('sha256')
          .update(content ?? '')
          .digest('base64')}'`
        const allowed = nonce ? (attributes ?? '').includes(`nonce="${nonce}"`) : scriptSources.includes(hash)
        expect(allowed, `${label}: ${(content ?? '').slice(0, 60)}`).toBe(true)
      }
    }
  })

  test('the current page is highlighted in the nav', async ({ page }) => {
    await page.goto('/church-life')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Church Life' }).first()).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Home' }).first()).not.toHaveAttribute('aria-current', 'page')
  })

  test('the footer has every site link and the social links', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    for (const path of [
      '/our-people',
      '/our-teams',
      '/our-vision',
      '/our-charity',
      '/ways-to-give',
      '/whats-on-when',
      '/safeguarding',
      '/policies',
      '/your-data',
      '/contact',
      '/stayintouch',
      '/hall-hire',
    ]) {
      await expect(footer.locator(`a[href="${path}"]`)).toHaveCount(1)
    }
    for (const name of ['Facebook', 'Instagram', 'YouTube', 'Spotify', 'Apple Podcasts', 'Foodbank']) {
      const link = footer.getByRole('link', { name: new RegExp(`^${name}`) })
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /noopener/)
    }
  })

  test('a skip link leads to the main content', async ({ page }) => {
    await page.goto('/sundays')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await skip.press('Enter')
    await expect(page).toHaveURL(/#main-content$/)
  })

  test('unknown paths answer 404 with Page Not Found', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
    await expect(page).toHaveTitle('Page Not Found')
  })

  test('a section animates in the first time it scrolls into view, and not again', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await page.setViewportSize({ width: 1280, height: 720 })
    await page.goto('/')
    const section = page.locator('#testimonial')
    await expect(page.locator('h1')).toBeVisible()
    await page.waitForFunction(() => document.querySelector('#testimonial')?.hasAttribute('data-reveal-seen'))
    await expect(section).not.toHaveClass(/is-revealing/)
    await section.scrollIntoViewIfNeeded()
    await expect(section).toHaveClass(/is-revealing/)
    await section.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)))
    await page.evaluate(() => window.scrollTo(0, 0))
    await section.scrollIntoViewIfNeeded()
    const running = await section.evaluate((element) => element.getAnimations().filter((animation) => animation.playState === 'running').length)
    expect(running).toBe(0)
  })

  test('a tablet counts as mobile: an iPad at 1024 px gets the shorter movement, a desktop at the same width the longer one', async ({ browser }) => {
    const iPad = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
    const devices = [
      { userAgent: iPad, hasTouch: true, expected: 'reveal-settle' },
      { userAgent: undefined, hasTouch: false, expected: 'reveal-rise' },
    ]
    for (const { userAgent, hasTouch, expected } of devices) {
      const context = await browser.newContext({
        userAgent,
        hasTouch,
        viewport: { width: 1024, height: 768 },
        baseURL: siteOrigin(),
        reducedMotion: 'no-preference',
      })
      const page = await context.newPage()
      await page.goto('/')
      await page.waitForFunction(() => document.querySelector('#testimonial')?.hasAttribute('data-reveal-seen'))
      const section = page.locator('#testimonial')
      await section.scrollIntoViewIfNeeded()
      await expect(section).toHaveClass(/is-revealing/)
      expect(await section.evaluate((element) => getComputedStyle(element).animationName), userAgent ?? 'desktop').toBe(expected)
      await context.close()
    }
  })

  test('with reduced motion, sections never move', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    const section = page.locator('#testimonial')
    await section.scrollIntoViewIfNeeded()
    await expect(section).toBeVisible()
    expect(await section.evaluate((element) => element.getAnimations().length)).toBe(0)
  })

  test('/warmspace redirects to /community', async ({ request }) => {
    const response = await request.get('/warmspace', { maxRedirects: 0 })
    expect([301, 308]).toContain(response.status())
    expect(response.headers().location).toBe('/community')
  })

  test('admin pages are marked noindex in the page and the headers', async ({ page }) => {
    const response = await page.goto('/admin')
    expect(response!.headers()['x-robots-tag']).toBe('noindex, nofollow')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    const publicPage = await page.goto('/')
    expect(publicPage!.headers()['x-robots-tag']).toBeUndefined()
  })

  test('health and readiness checks answer', async ({ request }) => {
    expect((await request.get('/healthz')).status()).toBe(200)
    const ready = await request.get('/readyz')
    expect(ready.status()).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ready' })
  })

  test('hashed assets are compressed and cached for a year', async ({ page, request }) => {
    await page.goto('/')
    const asset = await page.locator('link[rel="stylesheet"][href^="/assets/"]').first().getAttribute('href')
    const response = await request.get(asset!, { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(['br', 'gzip']).toContain(response.headers()['content-encoding'])
  })

  test('a cross-site POST is refused with 403', async ({ request }) => {
    const response = await request.post('/api/analytics/page-visit', {
      headers: { Origin: 'https://elsewhere.example' },
      data: { page_name: 'Home', page_url: '/' },
    })
    expect(response.status()).toBe(403)
    expect(siteOrigin()).not.toBe('https://elsewhere.example')
  })
})

test.describe('navigation with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } })

  test('the mobile menu opens and its links work', async ({ page }) => {
    await page.goto('/')
    const menu = page.getByTestId('mobile-menu')
    await menu.locator('summary').click()
    await expect(menu).toHaveAttribute('open', '')
    await expect(menu.getByRole('heading', { name: 'Quick links' })).toBeVisible()
    await menu.getByRole('link', { name: 'Church Life' }).click()
    await expect(page).toHaveURL(/\/church-life$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('the quick links list opens on a desktop and its links work', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    const quick = page.getByTestId('quick-links')
    await quick.locator('summary').click()
    const external = quick.getByRole('link', { name: /Give Online/ })
    await expect(external).toHaveAttribute('target', '_blank')
    await expect(external).toHaveAttribute('rel', /noopener/)
    await quick.getByRole('link', { name: 'Daily Devotions' }).click()
    await expect(page).toHaveURL(/\/devotions$/)
  })
})

test.describe('navigation with JavaScript on', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('choosing a link closes the mobile menu and scrolls to the top', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => window.scrollTo(0, 400))
    const menu = page.getByTestId('mobile-menu')
    await menu.locator('summary').click()
    await menu.getByRole('link', { name: 'Online Life' }).click()
    await expect(page).toHaveURL(/\/online$/)
    await expect(menu).not.toHaveAttribute('open', '')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test.describe('the edge rules', () => {
  test('files, health checks and API answers carry the security headers too', async ({ page, request }) => {
    await page.goto('/')
    const asset = await page.locator('link[rel="stylesheet"][href^="/assets/"]').first().getAttribute('href')
    for (const path of [asset!, '/favicon.ico', '/healthz', '/api/no-such-thing']) {
      const headers = (await request.get(path)).headers()
      expect(headers['cross-origin-resource-policy'], path).toBe('same-origin')
      expect(headers['x-content-type-options'], path).toBe('nosniff')
    }
  })

  test('every answer from the app has its own request id; a proxy may hand one on, a malformed one is replaced', async ({ request }) => {
    const ids = await Promise.all(['/', '/api/no-such-thing', '/'].map(async (path) => (await request.get(path)).headers()['x-request-id']))
    expect(new Set(ids).size).toBe(3)
    expect((await request.get('/', { headers: { 'X-Request-Id': 'proxy-id.42' } })).headers()['x-request-id']).toBe('proxy-id.42')
    expect((await request.get('/', { headers: { 'X-Request-Id': 'no spaces <allowed>' } })).headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  test('the client address is the rightmost X-Forwarded-For entry, and no request header can set it', async ({ request, db }) => {
    const client = `10.8.${randomBytes(2).join('.')}`
    const headers = { Origin: siteOrigin(), 'X-Forwarded-For': `6.6.6.6, ${client}`, 'X-Client-Address': '7.7.7.7' }
    expect((await request.post('/api/contact', { headers, data: {} })).status()).toBe(400)
    const hits = async (address: string) =>
      (await db<{ n: number }[]>`select count(*)::int as n from rate_limit_hits where bucket = rate_limit_bucket(${`forms:${address}`})`)[0]!.n
    expect(await hits(client)).toBe(1)
    expect(await hits('6.6.6.6')).toBe(0)
    expect(await hits('7.7.7.7')).toBe(0)
  })

  test('server functions answer this site and refuse other sites, while a link from another site still opens a page', async ({ page, request }) => {
    await page.goto('/')
    await pageHydrated(page)
    const call = page.waitForRequest((sent) => sent.url().includes('/_serverFn/'))
    await page.getByRole('contentinfo').locator('a[href="/whats-on-when"]').click()
    const url = (await call).url()
    expect((await request.get(url, { headers: { 'Sec-Fetch-Site': 'same-origin' } })).status()).toBe(200)
    const strangers: Record<string, string>[] = [{ 'Sec-Fetch-Site': 'cross-site' }, { Origin: 'https://elsewhere.example' }, {}]
    for (const headers of strangers) {
      const refused = await request.get(url, { headers })
      expect(refused.status(), JSON.stringify(headers)).toBe(403)
      expect(await refused.json()).toEqual({ error: 'Cross-site requests are not allowed' })
    }
    const navigation = await request.get('/whats-on-when', { headers: { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate' } })
    expect(navigation.status()).toBe(200)
  })
})

test.describe('API answers', () => {
  test('an unknown API path is a JSON 404 and an unhandled method a JSON 405', async ({ request }) => {
    const unknown = await request.get('/api/no-such-thing')
    expect(unknown.status()).toBe(404)
    expect(await unknown.json()).toEqual({ error: 'Not found' })

    const wrongMethod = await request.get('/api/analytics/page-visit')
    expect(wrongMethod.status()).toBe(405)
    expect(await wrongMethod.json()).toEqual({ error: 'Method not allowed' })
  })

  test('a JSON client gets the same answers, whatever the method', async ({ request }) => {
    const headers = { Accept: 'application/json', Origin: siteOrigin() }
    for (const method of ['GET', 'POST', 'DELETE']) {
      for (const path of ['/api/no-such-thing', '/api/events/x/y']) {
        const unknown = await request.fetch(path, { method, headers })
        expect(unknown.status(), `${method} ${path}`).toBe(404)
        expect(await unknown.json()).toEqual({ error: 'Not found' })
      }
    }
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const wrongMethod = await request.fetch('/api/contact', { method, headers })
      expect(wrongMethod.status(), method).toBe(405)
      expect(await wrongMethod.json()).toEqual({ error: 'Method not allowed' })
    }
  })
})
