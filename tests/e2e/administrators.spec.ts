import { randomBytes } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from '@playwright/test'
import { createAdminAccount, signInAsAdmin, signInWith } from './admin-helpers'
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
        const axe = await new AxeBuilder({ page: invited }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
        expect(axe.violations).toEqual([])
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

  test('the last administrator cannot be removed', async ({ page, db }) => {
    const admin = await signInAsAdmin(page)
    await db`delete from admins where email <> ${admin.email}`
    await page.reload()
    await expect(administratorsPanel(page).getByTestId('last-administrator-note')).toBeVisible()
    await expect(administratorsPanel(page).getByRole('button', { name: /^Remove/ })).toHaveCount(0)

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
