import { randomBytes } from 'node:crypto'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { focusHydrated, pageHydrated } from './hydration'
import { browserTextSize } from './text-size'

const focused = (page: Page) => page.locator(':focus')

/** Whether the focused element is on screen and nothing covers its middle. */
async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement
    if (!(element instanceof HTMLElement) || element === document.body) return false
    const box = element.getBoundingClientRect()
    const x = box.left + box.width / 2
    const y = box.top + box.height / 2
    if (box.width === 0 || x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false
    const top = document.elementFromPoint(x, y)
    return top !== null && (element === top || element.contains(top))
  })
}

/** The new page's heading has the focus and the live region has announced its title. */
async function expectNewPageAnnounced(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  // The focus moves once the new page is shown, after the menu or link that led there had it: wait for it.
  await expect(page.locator('h1:focus')).toHaveText(heading)
  const title = await page.title()
  expect(title).not.toBe('')
  await expect(page.getByRole('status').filter({ hasText: title })).toHaveCount(1)
}

/** Opens the phone menu with Enter on its Menu control; with JavaScript on, once the header has hydrated. */
async function openMenuWithEnter(page: Page, { javaScript = true } = {}) {
  const menu = page.getByTestId('mobile-menu')
  const summary = menu.locator('summary')
  if (javaScript) await focusHydrated(summary)
  else await summary.focus()
  await page.keyboard.press('Enter')
  await expect(menu).toHaveAttribute('open', '')
  return { menu, summary }
}

test.describe('keyboard focus on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('tabbing past the last item of the open menu closes it, and the newly focused element is in plain view', async ({ page }) => {
    await page.goto('/')
    const { menu } = await openMenuWithEnter(page)
    await menu.locator('a').last().focus()
    await page.keyboard.press('Tab')
    await expect(menu).not.toHaveAttribute('open', '')
    expect(await menu.evaluate((details) => details.contains(document.activeElement))).toBe(false)
    await expect.poll(() => focusIsVisible(page)).toBe(true)
  })

  test('Escape inside the open menu closes it and gives the focus back to the Menu control', async ({ page }) => {
    await page.goto('/')
    const { menu, summary } = await openMenuWithEnter(page)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect(await menu.evaluate((details) => details.querySelector('div')?.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(menu).not.toHaveAttribute('open', '')
    await expect(summary).toBeFocused()
  })

  test('a content link leads to the new page: the focus is on its heading and its title is announced; the first visit leaves both alone', async ({ page }) => {
    await page.goto('/')
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
    await expect(page.locator('#page-announcer')).toHaveText('')
    // A link followed before the page has hydrated loads the next page afresh, which moves no focus.
    await pageHydrated(page)
    await page.locator('#main-content a[href="/our-vision"]').first().click()
    await expect(page).toHaveURL(/\/our-vision$/)
    await expectNewPageAnnounced(page, /./)
  })

  test('a footer link chosen with the keyboard leads to the new page: the focus leaves the footer for the heading', async ({ page }) => {
    await page.goto('/')
    const link = page.getByRole('contentinfo').locator('a[href="/our-charity"]')
    await pageHydrated(page)
    await link.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/our-charity$/)
    await expectNewPageAnnounced(page, /./)
    await expect.poll(() => focusIsVisible(page)).toBe(true)
  })

  test('a change of hash alone leaves the focus where it is', async ({ page }) => {
    await page.goto('/our-vision')
    const link = page.getByRole('contentinfo').locator('a[href="/our-charity"]')
    await link.focus()
    await page.evaluate(() => {
      window.location.hash = 'somewhere'
    })
    await expect(page).toHaveURL(/#somewhere$/)
    await expect(link).toBeFocused()
  })
})

/** Where the open menu's panel starts, and how much of the screen it fills. */
function panelOnScreen(panel: Locator) {
  return panel.evaluate((element) => {
    const { top, bottom } = element.getBoundingClientRect()
    return { top, shown: Math.min(bottom, window.innerHeight) - Math.max(top, 0), screen: window.innerHeight }
  })
}

/** The open menu's panel is on the screen, and Tab brings each of its links, in order, into plain view. */
async function expectMenuInViewWhileTabbing(page: Page, menu: Locator) {
  const panel = menu.locator('summary + div')
  const { top, shown, screen } = await panelOnScreen(panel)
  expect(top, 'the panel starts on the screen').toBeGreaterThanOrEqual(0)
  expect(shown, 'the panel fills a third of the screen or more').toBeGreaterThanOrEqual(screen / 3)
  const links = panel.getByRole('link')
  const count = await links.count()
  for (let index = 0; index < count; index++) {
    await page.keyboard.press('Tab')
    const link = links.nth(index)
    await expect(link).toBeFocused()
    await expect(link).toBeInViewport({ ratio: 1 })
    await expect.poll(() => focusIsVisible(page)).toBe(true)
  }
}

// Layouts where the header scrolls away with the page (decision 044): the menu still opens on the screen.
const LAYOUTS_WITHOUT_A_STICKY_HEADER = [
  { where: 'a 375 × 812 phone with the browser’s text at 200 %', viewport: { width: 375, height: 812 }, textSize: 32 },
  { where: 'an 812 × 375 landscape phone', viewport: { width: 812, height: 375 }, textSize: 16 },
  { where: 'an 812 × 375 landscape phone with the browser’s text at 200 %', viewport: { width: 812, height: 375 }, textSize: 32 },
]

for (const { where, viewport, textSize } of LAYOUTS_WITHOUT_A_STICKY_HEADER) {
  test.describe(`the open menu on ${where}`, () => {
    test.use({ viewport })

    test('opens on the screen, Tab shows each of its links in plain view, and Escape gives the focus back to Menu', async ({ page }) => {
      await browserTextSize(page, textSize)
      await page.goto('/church-life')
      const { menu, summary } = await openMenuWithEnter(page)
      await expectMenuInViewWhileTabbing(page, menu)
      await page.keyboard.press('Escape')
      await expect(menu).not.toHaveAttribute('open', '')
      await expect(summary).toBeFocused()
      await expect(summary).toBeInViewport()
    })

    test.describe('with JavaScript off', () => {
      test.use({ javaScriptEnabled: false })

      test('opens on the screen, and Tab shows each of its links in plain view', async ({ page }) => {
        await browserTextSize(page, textSize)
        await page.goto('/church-life')
        const { menu } = await openMenuWithEnter(page, { javaScript: false })
        await expectMenuInViewWhileTabbing(page, menu)
      })
    })
  })
}

test.describe('keyboard focus on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('Escape inside the open Quick links closes them and gives the focus back to their control', async ({ page }) => {
    await page.goto('/')
    const quick = page.getByTestId('quick-links')
    const summary = quick.locator('summary')
    await focusHydrated(summary)
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    expect(await quick.evaluate((details) => details.querySelector('ul')?.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(quick).not.toHaveAttribute('open', '')
    await expect(summary).toBeFocused()
  })

  test('choosing a quick link moves the focus to the new page, or back to the control when the page stays', async ({ page }) => {
    await page.goto('/')
    const quick = page.getByTestId('quick-links')
    const summary = quick.locator('summary')
    await focusHydrated(summary)
    await page.keyboard.press('Enter')
    await quick.getByRole('link', { name: 'Daily Devotions' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/devotions$/)
    await expectNewPageAnnounced(page, /./)

    await summary.focus()
    await page.keyboard.press('Enter')
    await quick.getByRole('link', { name: 'Daily Devotions' }).focus()
    await page.keyboard.press('Enter')
    await expect(quick).not.toHaveAttribute('open', '')
    await expect(summary).toBeFocused()
  })
})

test.describe('keyboard focus around forms and toasts', () => {
  test.use({ viewport: { width: 375, height: 740 } })
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.10.${randomBytes(2).join('.')}` })
  })

  async function sendContactForm(page: Page, email = 'jane@example.com') {
    await page.goto('/contact')
    const form = page.getByRole('form', { name: 'Send us a message' })
    await form.getByLabel('Name').fill('Jane Focus')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Message').fill('Is the hall free on Saturday?')
    // Pressed before the form has hydrated, Enter would post it without JavaScript: another test's outcome.
    await focusHydrated(form.getByRole('button', { name: 'Send Message' }))
    await page.keyboard.press('Enter')
    return form
  }

  test('after a send, the lasting success box has the focus and is in view', async ({ page }) => {
    const form = await sendContactForm(page)
    await expect(page.getByTestId('toast')).toContainText('Message sent successfully!')
    const success = form.getByText('Message sent successfully!')
    await expect(focused(page)).toContainText('Message sent successfully!')
    await expect(success).toBeInViewport()
    await expect.poll(() => focusIsVisible(page)).toBe(true)
  })

  test('F8 focuses the toasts with a visible outline; closing a toast with × gives the focus back', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'))
    const form = await sendContactForm(page)
    const toast = page.getByTestId('toast')
    await expect(toast).toContainText('Please try again or contact us directly.')
    const message = form.getByLabel('Message')
    await message.focus()

    await page.keyboard.press('F8')
    const region = page.getByRole('region', { name: 'Notification (F8)' }).locator('ol')
    await expect(region).toBeFocused()
    const outline = await region.evaluate((element) => {
      const style = getComputedStyle(element)
      return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) }
    })
    expect(outline.style).not.toBe('none')
    expect(outline.width).toBeGreaterThanOrEqual(2)

    const close = toast.getByRole('button', { name: 'Close' })
    for (let step = 0; step < 3 && !(await close.evaluate((button) => button === document.activeElement)); step++) {
      await page.keyboard.press('Tab')
    }
    await expect(close).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(toast).toHaveCount(0)
    await expect(message).toBeFocused()
  })
})
