import { expect, siteOrigin, test } from './fixtures'

test.describe('site shell', () => {
  test('home page has the nav, the footer and the security headers', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    const headers = response!.headers()
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/)
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/)
    expect(headers['content-security-policy']).toContain("object-src 'none'")
    expect(headers['content-security-policy']).toContain("base-uri 'none'")
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toContain('camera=()')
    expect(headers['strict-transport-security']).toBeUndefined()

    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Join us this Sunday' }).first()).toHaveAttribute('href', '/sundays')
    await expect(page.getByRole('contentinfo')).toContainText('© 2025')
  })

  test('every script on a page carries the nonce of its CSP', async ({ page }) => {
    const response = await page.goto('/')
    const nonce = /'nonce-([^']+)'/.exec(response!.headers()['content-security-policy'] ?? '')?.[1]
    expect(nonce).toBeTruthy()
    const scripts = await page.locator('script:not([type="application/ld+json"])').evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).nonce))
    expect(scripts.length).toBeGreaterThan(0)
    for (const scriptNonce of scripts) expect(scriptNonce).toBe(nonce)
  })

  test('the current page is highlighted in the nav', async ({ page }) => {
    await page.goto('/church-life')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Church Life' }).first()).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Home' }).first()).not.toHaveAttribute('aria-current', 'page')
  })

  test('the footer has every SPEC link and the social links', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    for (const path of ['/our-people', '/our-teams', '/our-vision', '/our-charity', '/ways-to-give', '/whats-on-when', '/safeguarding', '/policies', '/contact', '/stayintouch', '/hall-hire']) {
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
  })

  test('/warmspace redirects to /community', async ({ request }) => {
    const response = await request.get('/warmspace', { maxRedirects: 0 })
    expect([301, 308]).toContain(response.status())
    expect(response.headers()['location']).toBe('/community')
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

test.describe('API answers', () => {
  test('an unknown API path is a JSON 404 and an unhandled method a JSON 405', async ({ request }) => {
    const unknown = await request.get('/api/no-such-thing')
    expect(unknown.status()).toBe(404)
    expect(await unknown.json()).toEqual({ error: 'Not found' })

    const wrongMethod = await request.get('/api/analytics/page-visit')
    expect(wrongMethod.status()).toBe(405)
    expect(await wrongMethod.json()).toEqual({ error: 'Method not allowed' })
  })
})
