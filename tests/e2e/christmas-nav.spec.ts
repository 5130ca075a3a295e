import { expect, test } from './fixtures'

test.describe('Christmas grotto entry in the nav', () => {
  test.use({ javaScriptEnabled: false })

  test.afterEach(async ({ db }) => {
    await db`update christmas_settings set is_visible = false, grotto_url = '' where id`
  })

  test('is absent by default and rendered on the server once visible with an address', async ({ page, db, request }) => {
    await db`update christmas_settings set is_visible = false, grotto_url = '' where id`
    expect(await (await request.get('/api/christmas-settings')).json()).toEqual({ is_visible: false, grotto_url: '' })
    await page.goto('/')
    await expect(page.locator('a', { hasText: 'Christmas Grotto Booking' })).toHaveCount(0)

    await db`update christmas_settings set is_visible = true, grotto_url = 'https://grotto.example/book' where id`
    expect(await (await request.get('/api/christmas-settings')).json()).toEqual({ is_visible: true, grotto_url: 'https://grotto.example/book' })
    await page.goto('/sundays')
    const quickLinks = page.getByTestId('quick-links')
    await quickLinks.locator('summary').click()
    const entry = quickLinks.getByRole('link', { name: /Christmas Grotto Booking/ })
    await expect(entry).toHaveAttribute('href', 'https://grotto.example/book')
    await expect(entry).toHaveAttribute('target', '_blank')
  })

  test('stays hidden when visible but without an address', async ({ page, db }) => {
    await db`update christmas_settings set is_visible = true, grotto_url = '' where id`
    await page.goto('/')
    await expect(page.locator('a', { hasText: 'Christmas Grotto Booking' })).toHaveCount(0)
  })
})
