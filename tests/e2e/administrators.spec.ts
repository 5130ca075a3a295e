import { randomBytes } from 'node:crypto'
import type { Browser, Locator, Page } from '@playwright/test'
import { createAdminAccount, press, signInAsAdmin, signInWith } from './admin-helpers'
import { axeViolations } from './axe'
import { expect, siteOrigin, test } from './fixtures'
import { linkSentTo } from './mail-helpers'

const NEW_PASSWORD = 'four unrelated words here'
const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.org`

/** A browser of its own (no shared cookies), with or without JavaScript, from its own client address. */
async function separateBrowser(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({
    baseURL: siteOrigin(),
    javaScriptEnabled,
    extraHTTPHeaders: { 'X-Forwarded-For': `10.25.${randomBytes(2).join('.')}` },
  })
  return context.newPage()
}

function administratorsPanel(page: Page) {
  return page.getByRole('region', { name: 'Administrators' }).or(page.locator('section[aria-labelledby="administrators"]'))
}

async function invite(page: Page, email: string) {
  const panel = administratorsPanel(page)
  await panel.getByRole('button', { name: 'Invite an Administrator' }).click()
  await page.getByRole('dialog').getByLabel('Email').fill(email)
  await page.getByRole('dialog').getByRole('button', { name: 'Send Invitation' }).click()
  await expect(panel.getByTestId('invitation').filter({ hasText: email })).toBeVisible()
}

type RouterWindow = Window & {
  __TSR_ROUTER__: { subscribe: (event: 'onRendered', listener: () => void) => () => void }
  routerRendered?: Promise<void>
}

/**
 * Every change on the dashboard ends by reloading the router's loaders, and the router may move the
 * page when it renders them. The returned function waits for that render, so what is measured after
 * it is where the page settled.
 */
async function untilRouterRendered(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(() => {
    const shown = window as unknown as RouterWindow
    shown.routerRendered = new Promise((resolve) => {
      const stop = shown.__TSR_ROUTER__.subscribe('onRendered', () => {
        stop()
        resolve()
      })
    })
  })
  return () => page.evaluate(() => (window as unknown as RouterWindow).routerRendered)
}

/** Scrolls a control to the middle of the window, far down the dashboard, and says how far the page is scrolled. */
async function scrollToMiddle(control: Locator): Promise<number> {
  return control.evaluate((element) => {
    element.scrollIntoView({ block: 'center' })
    return window.scrollY
  })
}

/** The page has not jumped to the top, away from where the change was made, and the focus is on screen. */
async function expectPageStayed(page: Page, scrolledTo: number): Promise<void> {
  const where = () =>
    page.evaluate(() => {
      const box = document.activeElement?.getBoundingClientRect()
      // Scrolled into view at an edge, a box may end a fraction of a pixel past it.
      const onScreen = Boolean(box && box.height > 0 && box.top >= -1 && box.bottom <= window.innerHeight + 1)
      return { scrollY: window.scrollY, focusOnScreen: onScreen, box: JSON.stringify(box), height: window.innerHeight }
    })
  expect((await where()).scrollY, 'the page stays down by the row').toBeGreaterThan(scrolledTo / 2)
  // A list that re-renders after the router's may move the focus once more before the page settles.
  await expect
    .poll(async () => (await where()).focusOnScreen, { message: `the focus is on screen: ${JSON.stringify(await where())}`, timeout: 15_000 })
    .toBe(true)
}

async function choosePassword(page: Page, password: string) {
  await page.getByLabel('New password', { exact: true }).fill(password)
  await page.getByLabel('Repeat the new password').fill(password)
}

test.describe('administrators', () => {
  // Each test drives two or three browsers through e-mail round trips.
  test.describe.configure({ timeout: 90_000 })

  for (const javaScriptEnabled of [true, false]) {
    test(`invite, accept and sign in (the invited person's browser with JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({ page, browser }) => {
      await signInAsAdmin(page)
      const email = uniqueEmail('invited')
      await invite(page, email)
      const link = await linkSentTo(email, /invited to look after/)

      const invited = await separateBrowser(browser, javaScriptEnabled)
      const response = await invited.goto(link)
      expect(response?.headers()['referrer-policy']).toBe('no-referrer')
      await expect(invited.getByRole('heading', { level: 1, name: 'Accept the invitation' })).toBeVisible()
      await expect(invited.getByText(`as ${email}`)).toBeVisible()
      if (javaScriptEnabled) {
        // axe runs as a script in the page, so it checks the page where scripts may run.
        expect(await axeViolations(invited)).toEqual([])
      }
      const name = `Ruth ${randomBytes(3).toString('hex')}`
      await invited.getByLabel('Your name').fill(name)
      await choosePassword(invited, NEW_PASSWORD)
      await invited.getByRole('button', { name: 'Become an administrator' }).click()
      await expect(invited).toHaveURL(/\/admin\/dashboard$/)

      await page.reload()
      const row = administratorsPanel(page).getByTestId('administrator').filter({ hasText: email })
      await expect(row).toContainText(name)
      await expect(row).not.toContainText('Never')
      await expect(administratorsPanel(page).getByTestId('invitation').filter({ hasText: email })).toHaveCount(0)
      await expect(page.getByTestId('audit-entry').filter({ hasText: 'Invitation accepted' }).first()).toContainText(name)

      const later = await separateBrowser(browser, true)
      await signInWith(later, { email, password: NEW_PASSWORD })
      await later.context().close()
      await invited.context().close()
    })
  }

  test('forgot password without JavaScript: the link sets a new password and ends the old session', async ({ page, browser }) => {
    const admin = await createAdminAccount()
    await signInWith(page, admin)

    const visitor = await separateBrowser(browser, false)
    await visitor.goto('/admin')
    await visitor.getByRole('link', { name: 'Forgot your password?' }).click()
    await visitor.getByLabel('Email').fill(admin.email)
    await visitor.getByRole('button', { name: 'Send me a link' }).click()
    const sentWords = 'If that address belongs to an administrator, a link to set a new password is on its way.'
    await expect(visitor.getByTestId('account-message')).toContainText(sentWords)

    await visitor.getByLabel('Email').fill(uniqueEmail('nobody'))
    await visitor.getByRole('button', { name: 'Send me a link' }).click()
    await expect(visitor.getByTestId('account-message')).toContainText(sentWords)

    const link = await linkSentTo(admin.email, /Set a new password/)
    await visitor.goto(link)
    await choosePassword(visitor, NEW_PASSWORD)
    await visitor.getByRole('button', { name: 'Set the new password' }).click()
    await expect(visitor).toHaveURL(/\/admin\/dashboard$/)

    await page.reload()
    await expect(page).toHaveURL(/\/admin$/)
    await signInWith(page, { email: admin.email, password: NEW_PASSWORD })

    await visitor.goto(link)
    await expect(visitor.getByRole('alert')).toHaveText('This link has already been used. Each link works once.')
    await expect(visitor.getByRole('link', { name: 'ask for a new link' })).toBeVisible()
    await visitor.context().close()
  })

  test('removing an administrator ends their session', async ({ page, browser }) => {
    const remover = page
    await signInAsAdmin(remover)
    const removed = await separateBrowser(browser, true)
    const removedAdmin = await signInAsAdmin(removed)

    await remover.reload()
    const row = administratorsPanel(remover).getByTestId('administrator').filter({ hasText: removedAdmin.email })
    await row.getByRole('button', { name: /^Remove/ }).click()
    await remover.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click()
    await expect(row).toHaveCount(0)

    await removed.reload()
    await expect(removed).toHaveURL(/\/admin$/)
    await removed.context().close()
  })

  test('Resend, Withdraw and Remove leave the page where it was, with the focus on the row or on what the list says happened', async ({ page }) => {
    const other = await createAdminAccount()
    await signInAsAdmin(page)
    const [resent, withdrawn] = [uniqueEmail('resent'), uniqueEmail('withdrawn')]
    await invite(page, resent)
    await invite(page, withdrawn)
    // A fresh page: no reload from the invitations is still on its way.
    await page.reload()
    const panel = administratorsPanel(page)
    const invitation = (email: string) => panel.getByTestId('invitation').filter({ hasText: email })
    const removedStatus = panel.getByRole('status')

    const resend = invitation(resent).getByRole('button', { name: /^Resend/ })
    const scrolledTo = await scrollToMiddle(resend)
    expect(scrolledTo, 'the Administrators panel is far down the dashboard').toBeGreaterThan(2000)
    let rendered = await untilRouterRendered(page)
    await press(resend, 'Enter')
    await expect(page.getByTestId('toast').filter({ hasText: 'Invitation Sent Again' })).toBeVisible()
    await rendered()
    await expect(resend).toBeFocused()
    await expectPageStayed(page, scrolledTo)

    rendered = await untilRouterRendered(page)
    await press(invitation(withdrawn).getByRole('button', { name: /^Withdraw/ }), 'Enter')
    await press(page.getByRole('alertdialog').getByRole('button', { name: 'Withdraw' }), 'Enter')
    await expect(invitation(withdrawn)).toHaveCount(0)
    await rendered()
    await expect(removedStatus).toHaveText(`Invitation withdrawn: the link sent to ${withdrawn} no longer works.`)
    await expect(removedStatus).toBeFocused()
    await expectPageStayed(page, scrolledTo)

    const row = panel.getByTestId('administrator').filter({ hasText: other.email })
    const rowScrolledTo = await scrollToMiddle(row)
    rendered = await untilRouterRendered(page)
    await press(row.getByRole('button', { name: /^Remove/ }), 'Enter')
    await press(page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }), 'Enter')
    await expect(row).toHaveCount(0)
    await rendered()
    await expect(removedStatus).toHaveText(`Administrator removed: ${other.email} can no longer sign in, and their sessions have ended.`)
    await expect(removedStatus).toBeFocused()
    await expectPageStayed(page, rowScrolledTo)
  })

  test('the last administrator cannot be removed', async ({ page, db }) => {
    const admin = await signInAsAdmin(page)
    await db`delete from admins where email <> ${admin.email}`
    await page.reload()
    await expect(administratorsPanel(page).getByTestId('last-administrator-note')).toBeVisible()
    await expect(administratorsPanel(page).getByRole('button', { name: /^Remove/ })).toHaveCount(0)
    // The signed-in administrator's row says so as words of its own, not run into the name.
    await expect(administratorsPanel(page).getByTestId('administrator').getByRole('cell').first()).toHaveAccessibleName(/ \(you\)$/)

    const [me] = await db<{ id: string }[]>`select id from admins where email = ${admin.email}`
    const refused = await page.request.delete(`/api/admin/administrators/${me!.id}`, { headers: { Origin: siteOrigin() } })
    expect(refused.status()).toBe(409)
    expect(await refused.json()).toEqual({ error: 'The last administrator cannot be removed. Invite someone else first.' })
    const [still] = await db`select 1 from admins where id = ${me!.id}`
    expect(still).toBeDefined()
  })

  test('an expired, reused or mangled link is refused with a clear page', async ({ page, browser, db }) => {
    await signInAsAdmin(page)
    const email = uniqueEmail('expired')
    await invite(page, email)
    const link = await linkSentTo(email, /invited to look after/)
    await db`update admin_links set expires_at = now() - interval '1 minute' where email = ${email}`

    const invited = await separateBrowser(browser, false)
    await invited.goto(link)
    await expect(invited.getByRole('heading', { level: 1, name: 'Invitation link refused' })).toBeVisible()
    await expect(invited.getByRole('alert')).toHaveText('This link has expired.')
    await expect(invited.getByText('Ask an administrator of the website to send you a new invitation.')).toBeVisible()
    await expect(administratorsPanel(page).getByTestId('invitation').filter({ hasText: email })).toBeVisible()

    await invited.goto(`${link.slice(0, -4)}AAAA`)
    await expect(invited.getByRole('alert')).toHaveText('This link is not valid. Check that you opened the whole link from the e-mail.')
    await invited.context().close()
  })
})
