import type { Page } from '@playwright/test'
import { signInAsAdmin } from './admin-helpers'
import { expect, test } from './fixtures'

const announcer = (page: Page) => page.locator('#page-announcer')

test.describe('moving between admin pages without a reload', () => {
  test('an editor has its own title, gets the focus on its heading and is announced; Back to the dashboard returns to Site content', async ({ page }) => {
    await signInAsAdmin(page)
    const editLink = page.getByRole('link', { name: 'Edit The church' })
    await editLink.focus()
    await page.keyboard.press('Enter')

    const heading = page.getByRole('heading', { level: 1, name: 'The church' })
    await expect(heading).toBeFocused()
    await expect(page).toHaveTitle('The church: edit site content')
    await expect(announcer(page)).toHaveText('The church: edit site content')

    const back = page.getByRole('link', { name: 'Back to the dashboard' })
    await back.focus()
    await page.keyboard.press('Enter')
    const siteContent = page.getByRole('heading', { level: 2, name: 'Site content' })
    await expect(siteContent).toBeFocused()
    await expect(siteContent).toBeInViewport()
    await expect(page).toHaveTitle('Admin Dashboard')
    await expect(announcer(page)).toHaveText('Admin Dashboard')
  })

  test('every editor page is titled by its document', async ({ page }) => {
    await signInAsAdmin(page)
    const links = page.getByRole('region', { name: 'Site content' }).getByRole('link', { name: /^Edit / })
    // The panel loads its documents after the dashboard's heading shows.
    await expect(links.nth(13)).toBeVisible()
    const names = (await links.allTextContents()).map((text) => text.trim())
    expect(names.length).toBeGreaterThanOrEqual(14)
    const titles = new Set<string>()
    for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))) {
      const html = await (await page.request.get(href)).text()
      titles.add(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '')
    }
    expect(titles.size).toBe(names.length)
    expect([...titles].every((title) => title.endsWith(': edit site content'))).toBe(true)
  })

  test('the account page, reached from the dashboard, gets the focus on its heading and is announced', async ({ page }) => {
    await signInAsAdmin(page)
    await page.getByRole('link', { name: /Your account/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeFocused()
    await expect(announcer(page)).toHaveText('Your account')
  })
})
