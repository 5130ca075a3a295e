import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { CONTENT_KEYS } from '../../app/content/documents/keys.ts'
import { PUBLIC_PAGES } from '../../app/lib/site/pages.ts'
import { signInAsAdmin } from './admin-helpers'
import { expect, test } from './fixtures'

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

const ROUTES = [...PUBLIC_PAGES.map((page) => ({ path: page.path, status: 200 })), { path: '/no-such-page', status: 404 }]

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 375, height: 812 },
]

async function violationsOn(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    where: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
  }))
}

async function expectNoSidewaysScrolling(page: Page, path: string) {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth
    // Content that scrolls inside a region of its own (a wide table) does not make the page scroll.
    const insideScrollingRegion = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible' && parent.getBoundingClientRect().right <= width + 1) return true
      }
      return false
    }
    const wide = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1 && getComputedStyle(element).position !== 'fixed')
      .filter((element) => !insideScrollingRegion(element))
      .filter((element) => !element.closest('.sr-only, [hidden]'))
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
    return { scrollWidth: document.documentElement.scrollWidth, width, wide }
  })
  expect(overflow.wide, `elements wider than the screen on ${path}`).toEqual([])
  expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.width)
}

for (const viewport of VIEWPORTS) {
  test.describe(`accessibility at ${viewport.name} width (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    for (const route of ROUTES) {
      test(`${route.path} has no WCAG 2.2 AA violations, one h1 and a main landmark`, async ({ page }) => {
        const response = await page.goto(route.path)
        expect(response?.status()).toBe(route.status)
        await expect(page.getByRole('main')).toHaveCount(1)
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
        expect(await violationsOn(page)).toEqual([])
      })
    }
  })
}

test.describe('narrow screens and zoom', () => {
  // 320 CSS px is also what a 1280 px window shows at 400% zoom (WCAG 1.4.10 reflow).
  test.use({ viewport: { width: 320, height: 640 } })

  for (const route of ROUTES) {
    test(`${route.path} needs no sideways scrolling at 320 px`, async ({ page }) => {
      await page.goto(route.path)
      await expectNoSidewaysScrolling(page, route.path)
    })
  }
})

test.describe('accessibility of the open menus', () => {
  test('the Quick links dropdown (desktop)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/')
    await page.getByTestId('quick-links').locator('summary').click()
    await expect(page.getByTestId('quick-links').getByRole('link', { name: 'Sermons' })).toBeVisible()
    expect(await violationsOn(page)).toEqual([])
  })

  test('the mobile menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/')
    await page.getByTestId('mobile-menu').locator('summary').click()
    await expect(page.getByTestId('mobile-menu').getByRole('link', { name: 'Church Life' })).toBeVisible()
    expect(await violationsOn(page)).toEqual([])
  })
})

test.describe('accessibility of the dashboard and the content editor', () => {
  // Each test scans the dashboard, with all its panels, and up to fourteen editors.
  test.describe.configure({ timeout: 180_000 })
  const editors = CONTENT_KEYS.map((key) => `/admin/content/${key}`)

  async function openSignedIn(page: Page, path: string) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByText(/Loading/)).toHaveCount(0)
  }

  for (const viewport of VIEWPORTS) {
    test(`the dashboard and every document's editor have no WCAG 2.2 AA violations at ${viewport.name} width`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await signInAsAdmin(page)
      for (const path of ['/admin/dashboard', ...editors]) {
        await openSignedIn(page, path)
        expect(await violationsOn(page), path).toEqual([])
      }
    })
  }

  test('the editor with an error summary, and a history entry opened has no violations', async ({ page }) => {
    await signInAsAdmin(page)
    await openSignedIn(page, '/admin/content/church')
    await page.getByLabel('Church name').fill('')
    await page.getByRole('button', { name: 'Save draft' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused()
    await page.locator('summary', { hasText: 'What changed' }).first().click()
    expect(await violationsOn(page)).toEqual([])
  })

  test('every editor needs no sideways scrolling at 320 px, nor at 640 px with text at 200 %', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await signInAsAdmin(page)
    for (const path of ['/admin/dashboard', ...editors]) {
      await openSignedIn(page, path)
      await expectNoSidewaysScrolling(page, path)
    }
    await page.setViewportSize({ width: 640, height: 800 })
    for (const path of editors) {
      await openSignedIn(page, path)
      await page.evaluate(() => {
        document.documentElement.style.fontSize = '200%'
      })
      await expectNoSidewaysScrolling(page, `${path} with text at 200 %`)
    }
  })

  test('the import with its problems shown has no violations, nor sideways scrolling at 320 px or with text at 200 %', async ({ page }) => {
    await signInAsAdmin(page)
    await page
      .getByLabel('File to import (.json)')
      .setInputFiles({ name: 'not-an-export.json', mimeType: 'application/json', buffer: Buffer.from('{"documents":{}}') })
    await page.getByRole('button', { name: 'Import', exact: true }).click()
    expect(await violationsOn(page), 'the confirm dialog').toEqual([])
    await page.getByRole('alertdialog').getByRole('button', { name: 'Import', exact: true }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'The file was not imported' })).toBeFocused()
    expect(await violationsOn(page)).toEqual([])
    await page.setViewportSize({ width: 320, height: 640 })
    await expectNoSidewaysScrolling(page, '/admin/dashboard')
    await page.setViewportSize({ width: 640, height: 800 })
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%'
    })
    await expectNoSidewaysScrolling(page, '/admin/dashboard with text at 200 %')
  })

  test('a preview, with its banner, has no violations at either width nor sideways scrolling at 320 px, and the skip link comes first', async ({
    page,
    browser,
  }) => {
    await signInAsAdmin(page)
    const withoutJavaScript = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() })
    const served = await withoutJavaScript.newPage()
    await served.goto('/our-people?preview=people')
    await expect(served.getByRole('region', { name: 'Preview of your drafts' }).getByRole('link', { name: 'Back to the editor' })).toHaveAttribute(
      'href',
      '/admin/content/people',
    )
    await withoutJavaScript.close()
    for (const viewport of [...VIEWPORTS, { name: 'narrow', width: 320, height: 640 }]) {
      await page.setViewportSize(viewport)
      await page.goto('/sundays?preview=times')
      await expect(page.getByRole('region', { name: 'Preview of your drafts' })).toBeVisible()
      expect(await violationsOn(page), viewport.name).toEqual([])
      await expectNoSidewaysScrolling(page, `/sundays?preview=times at ${viewport.width} px`)
    }
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Back to the editor' })).toBeFocused()
  })
})
