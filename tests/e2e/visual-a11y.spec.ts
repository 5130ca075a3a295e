import type { Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { mainLinks } from '../../app/lib/site/navigation.ts'
import { PUBLIC_PAGES } from '../../app/lib/site/pages.ts'
import { signInAsAdmin } from './admin-helpers'
import { contrastRatio, parseRgb, type Rgb } from './contrast'
import { expect, test } from './fixtures'
import { browserTextSize, textAt200Percent } from './text-size'

const CREAM_100: Rgb = [0xfb, 0xf6, 0xec]

/** The lowest contrast between `text` and any pixel drawn behind `element`, read from a screenshot with its text made invisible. */
async function worstContrastBehind(element: Locator, text: Rgb): Promise<number> {
  await element.evaluate((root) => {
    for (const node of [root, ...root.querySelectorAll<HTMLElement>('*')]) {
      ;(node as HTMLElement).style.setProperty('color', 'transparent', 'important')
      ;(node as HTMLElement).style.setProperty('text-decoration-color', 'transparent', 'important')
    }
  })
  const { data, info } = await sharp(await element.screenshot())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  let worst = Number.POSITIVE_INFINITY
  for (let index = 0; index < data.length; index += info.channels) {
    worst = Math.min(worst, contrastRatio(text, [data[index]!, data[index + 1]!, data[index + 2]!]))
  }
  return worst
}

const INNER_PAGES = PUBLIC_PAGES.filter((page) => page.path !== '/')

for (const width of [320, 375]) {
  test(`the page banner's intro keeps 4.5:1 against every pixel of the artwork behind it at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 800 })
    const measured: string[] = []
    for (const { path } of INNER_PAGES) {
      await page.goto(path)
      const intro = page.locator('main h1 + div')
      if ((await intro.count()) === 0) continue
      const worst = await worstContrastBehind(intro, CREAM_100)
      expect(worst, `the intro of ${path} at ${width} px`).toBeGreaterThanOrEqual(4.5)
      measured.push(path)
    }
    expect(measured.length, 'pages with a banner intro').toBeGreaterThanOrEqual(18)
  })
}

test.describe('text at 200 % on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  for (const { path } of PUBLIC_PAGES) {
    test(`${path} needs no sideways scrolling`, async ({ page }) => {
      await page.goto(path)
      await textAt200Percent(page)
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }))
      expect(scrollWidth, `${path} is ${scrollWidth} px wide`).toBeLessThanOrEqual(clientWidth)
    })
  }

  test('the home page heading shows the whole church name', async ({ page }) => {
    await page.goto('/')
    await textAt200Percent(page)
    const heading = page.getByRole('heading', { level: 1 })
    const { scrollWidth, clientWidth } = await heading.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }))
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
  })
})

test.describe('the sticky header on a 375 × 812 phone', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('stays at the top at the usual text size', async ({ page }) => {
    await page.goto('/contact')
    await page.mouse.wheel(0, 1500)
    await expect.poll(() => page.evaluate(() => document.querySelector('header')!.getBoundingClientRect().top)).toBe(0)
  })

  test('scrolls away with the browser’s text at 200 %, so it never covers what has focus', async ({ page }) => {
    await browserTextSize(page, 32)
    await page.goto('/contact')
    const header = page.locator('header')
    expect(await header.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThan(250)
    const send = page.getByRole('button', { name: 'Send Message' })
    await send.focus()
    await expect(send).toBeInViewport()
    const { headerBottom, sendTop } = await page.evaluate(() => ({
      headerBottom: document.querySelector('header')!.getBoundingClientRect().bottom,
      sendTop: [...document.querySelectorAll('button')].find((button) => button.textContent === 'Send Message')!.getBoundingClientRect().top,
    }))
    expect(headerBottom, 'the header has scrolled above the screen').toBeLessThanOrEqual(0)
    expect(sendTop).toBeGreaterThanOrEqual(0)
  })
})

// The desktop layout begins at 1280 px (xl, 80rem); from there on the header's row is as wide as the page's content (72rem).
for (const width of [1280, 1440, 1920]) {
  test(`at ${width} px the header is one row: the church's name, the links, Quick links and Join us this Sunday`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/church-life')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const row = [
      nav.getByRole('link').first(),
      ...mainLinks.map(({ label }) => nav.getByRole('link', { name: label, exact: true })),
      nav.getByTestId('quick-links').locator('summary'),
      nav.getByRole('link', { name: 'Join us this Sunday' }).filter({ visible: true }),
    ]
    const boxes = await Promise.all(row.map(async (part) => (await part.boundingBox())!))
    const middle = (box: { y: number; height: number }) => box.y + box.height / 2
    for (const [index, box] of boxes.entries()) {
      const label = await row[index]!.textContent()
      expect(Math.abs(middle(box) - middle(boxes[0]!)), `${label} sits in the brand's row`).toBeLessThanOrEqual(2)
      expect(box.height, `${label} is a 24 px target`).toBeGreaterThanOrEqual(24)
      if (index > 0) expect(box.x, `${label} starts after what comes before it`).toBeGreaterThanOrEqual(boxes[index - 1]!.x + boxes[index - 1]!.width)
    }
    const last = boxes.at(-1)!
    expect(last.x + last.width).toBeLessThanOrEqual(width)
    // No taller than the room kept above whatever is scrolled to or focused (scroll-padding-top: 5rem in app.css).
    const header = page.locator('header')
    expect(await header.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThanOrEqual(80)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)

    const screenshot = testInfo.outputPath(`header-${width}.png`)
    await header.screenshot({ path: screenshot })
    await testInfo.attach(`header-${width}`, { path: screenshot, contentType: 'image/png' })
  })
}

test('in forced colours the open menu marks the current page', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.emulateMedia({ forcedColors: 'active' })
  await page.goto('/church-life')
  const menu = page.getByTestId('mobile-menu')
  await menu.locator('summary').click()
  const current = menu.locator('a[aria-current="page"]')
  await expect(current).toHaveText('Church Life')
  const screenshot = testInfo.outputPath('forced-colours-menu.png')
  await menu.screenshot({ path: screenshot })
  await testInfo.attach('forced-colours-menu', { path: screenshot, contentType: 'image/png' })

  const marks = (link: Locator) =>
    link.evaluate((element) => {
      const style = getComputedStyle(element)
      return { underline: style.textDecorationLine.includes('underline'), border: Number.parseFloat(style.borderBottomWidth) > 0 }
    })
  expect(await marks(current)).not.toEqual({ underline: false, border: false })
  expect(await marks(menu.getByRole('link', { name: 'Online Life' }))).toEqual({ underline: false, border: false })
})

test('in forced colours every filled button keeps an edge, drawn in the system’s colour', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' })
  const edgeOf = (control: Locator) =>
    control.evaluate((element) => {
      const style = getComputedStyle(element)
      return { style: style.borderTopStyle, drawn: Number.parseFloat(style.borderTopWidth) > 0 && style.borderTopColor !== 'rgba(0, 0, 0, 0)' }
    })
  await page.goto('/contact')
  await expect.soft(await edgeOf(page.getByRole('button', { name: /send/i }).first())).toEqual({ style: 'solid', drawn: true })
  await expect.soft(await edgeOf(page.getByRole('banner').getByRole('link', { name: 'Join us this Sunday' }))).toEqual({ style: 'solid', drawn: true })
  await page.goto('/sermons/library')
  await expect.soft(await edgeOf(page.getByRole('button', { name: 'Search' }))).toEqual({ style: 'solid', drawn: true })
  await page.emulateMedia({ forcedColors: 'none' })
  // Without forced colours the edge is the fill's own colour: nothing to see.
  expect(await page.getByRole('button', { name: 'Search' }).evaluate((element) => getComputedStyle(element).borderTopColor)).toBe('rgba(0, 0, 0, 0)')
})

/**
 * The bands a focused control's ring is drawn in (its outline, and the solid rings of its box-shadow), and
 * the plain colour it is drawn on: the background of the nearest element around the control that has one.
 */
function focusRingOf(control: Locator) {
  return control.evaluate((element) => {
    const style = getComputedStyle(element)
    const bands: { colour: string; width: number }[] = []
    if (style.outlineStyle !== 'none') bands.push({ colour: style.outlineColor, width: Number.parseFloat(style.outlineWidth) })
    for (const [, colour, spread] of style.boxShadow.matchAll(/(rgb\([^)]*\)) 0px 0px 0px ([\d.]+)px(?! inset)/g)) {
      bands.push({ colour: colour!, width: Number(spread) })
    }
    let around = element.parentElement
    while (around && getComputedStyle(around).backgroundColor === 'rgba(0, 0, 0, 0)') around = around.parentElement
    return { drawn: element.matches(':focus-visible'), bands, background: around ? getComputedStyle(around).backgroundColor : 'rgb(255, 255, 255)' }
  })
}

/** Focuses the control: a band of its ring, 2 px wide or more, has 3:1 or more against `background` (WCAG 1.4.11). */
async function expectFocusRingToStandOut(control: Locator, background: string) {
  await control.focus()
  const ring = await focusRingOf(control)
  expect(ring.drawn, 'the focus ring is drawn').toBe(true)
  expect(ring.background, 'what the ring is drawn on').toBe(background)
  const contrasts = ring.bands.filter((band) => band.width >= 2).map((band) => contrastRatio(parseRgb(band.colour), parseRgb(background)))
  expect(Math.max(0, ...contrasts), `the best contrast of the bands ${JSON.stringify(ring.bands)}`).toBeGreaterThanOrEqual(3)
}

const FOCUS_RING_BACKGROUNDS = [
  { where: 'on white', path: '/contact', background: 'rgb(255, 255, 255)', control: (page: Page) => page.getByRole('link', { name: /^Phone:/ }) },
  {
    where: 'on cream',
    path: '/im-new',
    background: 'rgb(251, 246, 236)',
    control: (page: Page) => page.getByRole('main').getByRole('link', { name: 'church life', exact: true }),
  },
  {
    where: 'in the header',
    path: '/',
    background: 'rgb(255, 253, 248)',
    control: (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link').first(),
  },
  {
    where: 'in the footer',
    path: '/',
    background: 'rgb(74, 19, 34)',
    control: (page: Page) => page.getByRole('contentinfo').getByRole('link', { name: 'Our Charity' }),
  },
]

for (const { where, path, background, control } of FOCUS_RING_BACKGROUNDS) {
  test(`a focused link's ring has 3:1 or more ${where}`, async ({ page }) => {
    await page.goto(path)
    await expectFocusRingToStandOut(control(page), background)
  })
}

test("a focused link's ring has 3:1 or more on the preview banner", async ({ page }, testInfo) => {
  await signInAsAdmin(page)
  await page.goto('/sundays?preview')
  const banner = page.getByRole('region', { name: 'Preview of your drafts' })
  await expectFocusRingToStandOut(banner.getByRole('link', { name: 'Back to the editor' }), 'rgb(243, 207, 122)')
  const screenshot = testInfo.outputPath('focus-ring-on-preview-banner.png')
  await banner.screenshot({ path: screenshot })
  await testInfo.attach('focus-ring-on-preview-banner', { path: screenshot, contentType: 'image/png' })
})

test('the recent sermons spinner stands still once there is nothing to load', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await page.clock.install()
  await page.route('**/api/recent-sermons?limit=6', (route) => route.fulfill({ json: [] }))
  await page.goto('/sermons')
  await page.clock.runFor('01:00:00')
  const grid = page.locator('#recent-sermons')
  await expect(grid).toContainText('Loading recent sermons...')
  await expect(grid.locator('svg')).toHaveCSS('animation-name', 'none')
})

test('with reduced motion no spinner of the site turns', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/sermons')
  // A turning ring anywhere on the site is drawn with this class.
  const turning = await page.evaluate(() => {
    const probe = document.createElement('div')
    probe.className = 'animate-spin'
    document.body.append(probe)
    return getComputedStyle(probe).animationName
  })
  expect(turning).toBe('none')
})

test('at 320 px every Get started card shows its whole arrow', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await page.goto('/')
  const cards = page.getByRole('navigation', { name: 'Get started' }).getByRole('link')
  expect(await cards.count()).toBeGreaterThanOrEqual(4)
  for (const card of await cards.all()) {
    const box = (await card.boundingBox())!
    const arrow = (await card.locator('span[aria-hidden="true"]').last().boundingBox())!
    expect(arrow.x + arrow.width, `the arrow of ${await card.textContent()}`).toBeLessThanOrEqual(box.x + box.width)
  }
})
