import { signInAsAdmin } from './admin-helpers'
import { expect, siteOrigin, test } from './fixtures'

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

test.describe('Christmas grotto in a tab left open', () => {
  test.afterEach(async ({ db }) => {
    await db`update christmas_settings set is_visible = false, grotto_url = '' where id`
  })

  test('goes from the nav and the community card at the first navigation once the settings are a minute old', async ({ page, browser, db }) => {
    const address = 'https://grotto.example/open-tab'
    await db`update christmas_settings set is_visible = true, grotto_url = ${address} where id`
    await page.clock.install()
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Get started' }).getByRole('link', { name: /CHRISTMAS GROTTO BOOKING/ })).toBeVisible()
    await page.evaluate(() => Object.assign(window, { openedOnce: true }))

    const adminContext = await browser.newContext({ baseURL: siteOrigin() })
    const admin = await adminContext.newPage()
    await signInAsAdmin(admin)
    const hidden = await admin.request.patch('/api/christmas-settings', { data: { is_visible: false, grotto_url: address }, headers: { Origin: siteOrigin() } })
    expect(hidden.status()).toBe(200)
    await adminContext.close()

    await page.clock.fastForward('01:02')
    await page.getByRole('link', { name: 'IN THE COMMUNITY' }).click()
    await expect(page).toHaveURL(/\/community$/)
    // The new page takes the focus a moment later, which closes any menu opened before it.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    const grottoCard = page.locator('section#programmes li').filter({ has: page.getByRole('heading', { level: 3, name: 'Christmas Grotto' }) })
    await expect(grottoCard.getByTestId('programme-location')).toHaveText('Booking website coming soon')
    const quickLinks = page.getByTestId('quick-links')
    await quickLinks.locator('summary').click()
    await expect(quickLinks.getByRole('link', { name: 'Sermons' })).toBeVisible()
    await expect(quickLinks.getByRole('link', { name: /Christmas Grotto Booking/ })).toHaveCount(0)
    expect(await page.evaluate(() => 'openedOnce' in window), 'a client-side navigation').toBe(true)
  })
})
