import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import type { Sql } from 'postgres'
import { CONTENT_KEYS } from '../../app/content/documents/keys.ts'
import { PUBLIC_PAGES } from '../../app/lib/site/pages.ts'
import { createAdminWithSecondFactors, invitationPage, recordPasskey, resetPasswordPage, signInAsAdmin } from './admin-helpers'
import { axeViolations } from './axe'
import { expect, test } from './fixtures'
import { expectNoSidewaysScrolling } from './sideways'
import { textAt200Percent } from './text-size'

// The longest file of the suite: its tests stand alone (each makes what it reads), so the workers share them.
test.describe.configure({ mode: 'parallel' })

const ROUTES = [...PUBLIC_PAGES.map((page) => ({ path: page.path, status: 200 })), { path: '/no-such-page', status: 404 }]

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 375, height: 812 },
]

/** A phone upright, and on its side. */
const PHONE_VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 812, height: 375 },
]

/** An hour of a flood, three hours ago, for the Messages panel's table of floods. */
async function insertFloodHour(db: Sql) {
  await db`
    insert into form_submission_hours (hour, stored, held, dropped, challenged, refused)
    values (date_trunc('hour', now()) - interval '3 hours', 209, 205, 5, 12345, 100) on conflict (hour) do nothing`
  return { remove: () => db`delete from form_submission_hours where hour = date_trunc('hour', now()) - interval '3 hours'` }
}

/** The content editor leaves every field room to type in, and keeps each list item's buttons on the item's card. */
async function expectRoomyFields(page: Page, path: string) {
  const cramped = await page.evaluate(() => {
    const problems: string[] = []
    for (const field of document.querySelectorAll('#field-document :is(input:not([type=hidden]), textarea, select)')) {
      const width = field.getBoundingClientRect().width
      if (width < 150) problems.push(`${field.id} is ${Math.round(width)} px wide`)
    }
    for (const item of document.querySelectorAll('#field-document li')) {
      const card = item.getBoundingClientRect()
      for (const button of item.querySelectorAll('button')) {
        const box = button.getBoundingClientRect()
        if (box.left < card.left || box.right > card.right) problems.push(`"${button.textContent}" sticks out of its card`)
      }
    }
    return problems.slice(0, 5)
  })
  expect(cramped, `cramped fields on ${path}`).toEqual([])
}

/** 320 CSS px is also what a 1280 px window shows at 400% zoom (WCAG 1.4.10 reflow). */
const NARROWEST = { width: 320, height: 640 }

// Each page is loaded afresh at each width, in one browser tab, as a tab of its own costs more than the checks.
for (const route of ROUTES) {
  test(`${route.path} has no WCAG 2.2 AA violations, one h1 and a main landmark at desktop and mobile widths, and needs no sideways scrolling at 320 px`, async ({
    page,
  }) => {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport)
      const response = await page.goto(route.path)
      expect(response?.status()).toBe(route.status)
      await expect(page.getByRole('main')).toHaveCount(1)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      expect(await axeViolations(page), `at ${viewport.name} width (${viewport.width} px)`).toEqual([])
    }
    await page.setViewportSize(NARROWEST)
    await page.goto(route.path)
    await expectNoSidewaysScrolling(page, route.path)
  })
}

test.describe('accessibility of the open menus', () => {
  test('the Quick links dropdown (desktop)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/')
    await page.getByTestId('quick-links').locator('summary').click()
    await expect(page.getByTestId('quick-links').getByRole('link', { name: 'Sermons' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })

  test('the mobile menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/')
    await page.getByTestId('mobile-menu').locator('summary').click()
    await expect(page.getByTestId('mobile-menu').getByRole('link', { name: 'Church Life' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
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
    test(`the dashboard, with a flood reported, and every document's editor have no WCAG 2.2 AA violations at ${viewport.name} width`, async ({ page, db }) => {
      await page.setViewportSize(viewport)
      const floodHour = await insertFloodHour(db)
      try {
        await signInAsAdmin(page)
        for (const path of ['/admin/dashboard', ...editors]) {
          await openSignedIn(page, path)
          expect(await axeViolations(page), path).toEqual([])
        }
      } finally {
        await floodHour.remove()
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
    expect(await axeViolations(page)).toEqual([])
  })

  test('the dashboard and every editor need no sideways scrolling at 320 px', async ({ page }) => {
    await page.setViewportSize(NARROWEST)
    await signInAsAdmin(page)
    for (const path of ['/admin/dashboard', ...editors]) {
      await openSignedIn(page, path)
      await expectNoSidewaysScrolling(page, path)
    }
  })

  for (const viewport of [{ width: 640, height: 800 }, ...PHONE_VIEWPORTS]) {
    test(`every editor with text at 200 % at ${viewport.width} × ${viewport.height} needs no sideways scrolling, its fields are at least 150 px wide, and each item's buttons stay on its card`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await signInAsAdmin(page)
      for (const path of editors) {
        await openSignedIn(page, path)
        await textAt200Percent(page)
        await expectNoSidewaysScrolling(page, `${path} with text at 200 %`)
        await expectRoomyFields(page, `${path} with text at 200 %`)
      }
    })
  }

  test('the import with its problems shown has no violations, nor sideways scrolling at 320 px or with text at 200 %', async ({ page }) => {
    await signInAsAdmin(page)
    await page
      .getByLabel('File to import (.json)')
      .setInputFiles({ name: 'not-an-export.json', mimeType: 'application/json', buffer: Buffer.from('{"documents":{}}') })
    await page.getByRole('button', { name: 'Import', exact: true }).click()
    expect(await axeViolations(page), 'the confirm dialog').toEqual([])
    await page.getByRole('alertdialog').getByRole('button', { name: 'Import', exact: true }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'The file was not imported' })).toBeFocused()
    expect(await axeViolations(page)).toEqual([])
    await page.setViewportSize(NARROWEST)
    await expectNoSidewaysScrolling(page, '/admin/dashboard')
    await page.setViewportSize({ width: 640, height: 800 })
    await textAt200Percent(page)
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
    for (const viewport of [...VIEWPORTS, { name: 'narrow', ...NARROWEST }]) {
      await page.setViewportSize(viewport)
      await page.goto('/sundays?preview=times')
      await expect(page.getByRole('region', { name: 'Preview of your drafts' })).toBeVisible()
      expect(await axeViolations(page), viewport.name).toEqual([])
      await expectNoSidewaysScrolling(page, `/sundays?preview=times at ${viewport.width} px`)
    }
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Back to the editor' })).toBeFocused()
  })
})

test.describe('the admin screens with text at 200 % on a phone', () => {
  const longEmail = () => `margaret.featherstonehaugh-${randomBytes(4).toString('hex')}@example.org`

  async function openAt200Percent(page: Page, path: string) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await textAt200Percent(page)
  }

  for (const viewport of PHONE_VIEWPORTS) {
    const size = `${viewport.width} × ${viewport.height}`

    test(`the dashboard, with a message, an event, an answered complaint and an open invitation, needs no sideways scrolling at ${size}`, async ({
      page,
      db,
    }) => {
      const email = longEmail()
      const [message] = await db<{ id: string }[]>`
        insert into form_submissions (form_type, fields)
        values ('contact', ${db.json({ name: 'Margaret Featherstonehaugh', email, message: 'Is the hall free on Saturday afternoons?' })}) returning id`
      const [event] = await db<{ id: string }[]>`
        insert into events (title, description, event_date) values ('Harvest Thanksgiving Celebration', 'Songs, a shared lunch and gifts for the foodbank.', current_date + 7)
        returning id`
      const [complaint] = await db<{ id: string }[]>`
        insert into complaints (name, email, about, answered_at, answered_by)
        values ('Margaret Featherstonehaugh-Cholmondeley', ${email}, 'My data was kept too long.', now(), 'admin@example.org') returning id`
      await invitationPage(email)
      const floodHour = await insertFloodHour(db)
      try {
        await page.setViewportSize(viewport)
        await signInAsAdmin(page)
        await textAt200Percent(page)
        await expect(page.getByTestId('inbox-message').filter({ hasText: email })).toBeVisible()
        await expect(page.getByTestId('invitation').filter({ hasText: email })).toBeVisible()
        await expect(page.getByTestId('complaint').filter({ hasText: 'Featherstonehaugh-Cholmondeley' })).toContainText('Answered')
        await expect(page.getByRole('table', { name: 'Floods in the last 30 days' })).toBeVisible()
        await expectNoSidewaysScrolling(page, `/admin/dashboard at ${size}`)
      } finally {
        await floodHour.remove()
        await db`delete from form_submissions where id = ${message!.id}`
        await db`delete from events where id = ${event!.id}`
        await db`delete from complaints where id = ${complaint!.id}`
        await db`delete from admin_links where email = ${email}`
      }
    })

    test(`the account page, with a passkey and with the authenticator app's set-up open, needs no sideways scrolling at ${size}`, async ({ page }) => {
      await page.setViewportSize(viewport)
      const admin = await signInAsAdmin(page)
      await recordPasskey(admin.email, 'Office laptop')
      await openAt200Percent(page, '/admin/account')
      await expect(page.getByTestId('passkey-row')).toBeVisible()
      await expect(page.getByTestId('session-row')).toHaveCount(1)
      await expectNoSidewaysScrolling(page, `/admin/account at ${size}`)
      await page.getByRole('button', { name: 'Set up an authenticator app' }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click()
      await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
      await expectNoSidewaysScrolling(page, `/admin/account with the set-up open at ${size}`)
    })

    test(`sign-in, its second step, and the pages of an invitation and a new password need no sideways scrolling at ${size}`, async ({ page }) => {
      await page.setViewportSize(viewport)
      const invited = longEmail()
      await openAt200Percent(page, await invitationPage(invited))
      await expect(page.getByText(invited)).toBeVisible()
      await expectNoSidewaysScrolling(page, `/admin/invitation at ${size}`)
      await openAt200Percent(page, await resetPasswordPage())
      await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible()
      await expectNoSidewaysScrolling(page, `/admin/reset-password at ${size}`)
      await openAt200Percent(page, '/admin/forgot-password')
      await expectNoSidewaysScrolling(page, `/admin/forgot-password at ${size}`)

      const admin = await createAdminWithSecondFactors()
      await openAt200Percent(page, '/admin')
      await expectNoSidewaysScrolling(page, `/admin at ${size}`)
      await page.getByLabel('Email').fill(admin.email)
      await page.getByLabel('Password').fill(admin.password)
      await page.getByRole('button', { name: 'Sign In', exact: true }).click()
      await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible()
      await textAt200Percent(page)
      await expectNoSidewaysScrolling(page, `/admin/second-factor at ${size}`)
    })
  }
})
