import { expect, test } from './fixtures'

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

    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Join us this Sunday' }).first()).toHaveAttribute('href', '/sundays')
    await expect(page.getByRole('contentinfo')).toContainText('© 2025')
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
})
