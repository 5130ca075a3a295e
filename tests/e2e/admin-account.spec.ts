import { randomBytes } from 'node:crypto'
import type { Browser, Page } from '@playwright/test'
import { type AdminCredentials, createAdminAccount, press, recordPasskey, signInAsAdmin, signInWith } from './admin-helpers'
import { expect, siteOrigin, test } from './fixtures'
import { emailTo, linkSentTo } from './mail-helpers'

const NEW_PASSWORD = 'plum kettle orbit seventeen'
const COMMON_PASSWORD = 'Qwerty123456'
const TOO_COMMON = 'This password is too common. Choose a longer one nobody would guess.'

// Each test signs in more than once and waits for e-mails on a busy machine.
test.describe.configure({ timeout: 90_000 })

/** A browser of its own (no shared cookies), from its own client address. */
async function separateBrowser(browser: Browser, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({
    baseURL: siteOrigin(),
    javaScriptEnabled,
    extraHTTPHeaders: { 'X-Forwarded-For': `10.26.${randomBytes(2).join('.')}` },
  })
  return context.newPage()
}

/** A new administrator, signed in here and in a browser of its own. */
async function signedInTwice(page: Page, browser: Browser): Promise<{ admin: AdminCredentials; elsewhere: Page }> {
  const admin = await createAdminAccount()
  await signInWith(page, admin)
  const elsewhere = await separateBrowser(browser)
  await signInWith(elsewhere, admin)
  return { admin, elsewhere }
}

async function openAccountPage(page: Page): Promise<void> {
  await page.goto('/admin/account')
  await expect(page.getByRole('heading', { level: 2, name: 'Password' })).toBeVisible()
}

async function changePassword(page: Page, current: string, next: string): Promise<void> {
  const section = page.getByRole('region', { name: 'Password' })
  await section.getByLabel('Current password').fill(current)
  await section.getByLabel('New password', { exact: true }).fill(next)
  await section.getByLabel('Repeat the new password').fill(next)
  await section.getByRole('button', { name: 'Change password' }).click()
}

test('changing the password asks for the current one, refuses a common one, and ends the other sessions', async ({ page, browser }) => {
  const { admin, elsewhere } = await signedInTwice(page, browser)

  await openAccountPage(page)
  await page.screenshot({ path: test.info().outputPath('account-page.png'), fullPage: true })
  await page.setViewportSize({ width: 375, height: 812 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await page.screenshot({ path: test.info().outputPath('account-page-375.png'), fullPage: true })
  await page.setViewportSize({ width: 1280, height: 720 })
  await changePassword(page, 'not my password at all', NEW_PASSWORD)
  await expect(page.getByLabel('Current password')).toHaveAccessibleDescription('Your current password is not right.')
  await expect(page.getByLabel('Current password')).toBeFocused()

  await changePassword(page, admin.password, COMMON_PASSWORD)
  await expect(page.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(new RegExp(TOO_COMMON.replace('.', '\\.')))

  await changePassword(page, admin.password, NEW_PASSWORD)
  await expect(page.getByTestId('password-changed')).toHaveText('Your password was changed. Your other session was signed out.')
  await emailTo(admin.email, /^Your password for the .* website was changed$/)

  // This browser goes on with its new session; the other one is signed out.
  await page.goto('/admin/dashboard')
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible()
  await elsewhere.goto('/admin/dashboard')
  await expect(elsewhere).toHaveURL(/\/admin$/)
  await signInWith(elsewhere, { email: admin.email, password: NEW_PASSWORD })
  await elsewhere.context().close()
})

test('a common password is refused on the reset page, which keeps the link for another try', async ({ browser }) => {
  const admin = await createAdminAccount()
  const visitor = await separateBrowser(browser, false)
  await visitor.goto('/admin/forgot-password')
  await visitor.getByLabel('Email').fill(admin.email)
  await visitor.getByRole('button', { name: 'Send me a link' }).click()
  await visitor.goto(await linkSentTo(admin.email, /Set a new password/))
  await visitor.getByLabel('New password', { exact: true }).fill(COMMON_PASSWORD)
  await visitor.getByLabel('Repeat the new password').fill(COMMON_PASSWORD)
  await visitor.getByRole('button', { name: 'Set the new password' }).click()
  await expect(visitor.getByTestId('account-message')).toHaveText(TOO_COMMON)
  await expect(visitor.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(new RegExp(TOO_COMMON.replace('.', '\\.')))
  await visitor.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
  await visitor.getByLabel('Repeat the new password').fill(NEW_PASSWORD)
  await visitor.getByRole('button', { name: 'Set the new password' }).click()
  await expect(visitor).toHaveURL(/\/admin\/dashboard$/)
  await visitor.context().close()
})

for (const javaScriptEnabled of [true, false]) {
  test(`a common password is refused on the invitation page, which keeps the name typed (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    page,
    browser,
  }) => {
    await signInAsAdmin(page)
    const email = `invited-${randomBytes(4).toString('hex')}@example.org`
    const panel = page.getByRole('region', { name: 'Administrators' })
    await panel.getByRole('button', { name: 'Invite an Administrator' }).click()
    await page.getByRole('dialog').getByLabel('Email').fill(email)
    await page.getByRole('dialog').getByRole('button', { name: 'Send Invitation' }).click()
    const invited = await separateBrowser(browser, javaScriptEnabled)
    await invited.goto(await linkSentTo(email, /invited to look after/))
    await invited.getByLabel('Your name').fill('Ruth Davies-Smith')
    await invited.getByLabel('New password', { exact: true }).fill(COMMON_PASSWORD)
    await invited.getByLabel('Repeat the new password').fill(COMMON_PASSWORD)
    await invited.getByRole('button', { name: 'Become an administrator' }).click()
    await expect(invited.getByTestId('account-message')).toHaveText(TOO_COMMON)
    await expect(invited.getByLabel('Your name'), 'the name is not asked for twice (WCAG 3.3.7)').toHaveValue('Ruth Davies-Smith')

    await invited.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
    await invited.getByLabel('Repeat the new password').fill(NEW_PASSWORD)
    await invited.getByRole('button', { name: 'Become an administrator' }).click()
    await expect(invited).toHaveURL(/\/admin\/dashboard$/)
    await page.reload()
    await expect(panel.getByTestId('administrator').filter({ hasText: email })).toContainText('Ruth Davies-Smith')
    await invited.context().close()
  })
}

/** A passkey row straight in the database: removing one never checks its key. */
test('removing a passkey more than five minutes after signing in asks for the password in the same dialog', async ({ page, db }) => {
  // Signed in first: with a passkey, the password alone would lead to the second step.
  const admin = await signInAsAdmin(page)
  await recordPasskey(admin.email, 'Office laptop')
  await db`update admin_sessions set authenticated_at = now() - interval '6 minutes' where admin_id = (select id from admins where email = ${admin.email})`

  await openAccountPage(page)
  await page.getByRole('button', { name: 'Remove Office laptop' }).click()
  const dialog = page.getByRole('dialog', { name: 'Remove the passkey "Office laptop"?' })
  await dialog.getByRole('button', { name: 'Remove' }).click()
  await expect(dialog.getByLabel('Your password')).toHaveAccessibleDescription(/Your current password is not right\.|please enter your password/)
  await dialog.getByLabel('Your password').fill('not my password at all')
  await dialog.getByRole('button', { name: 'Remove' }).click()
  await expect(dialog.getByLabel('Your password')).toHaveAccessibleDescription(/Your current password is not right\./)
  await page.screenshot({ path: test.info().outputPath('remove-passkey-asks-password.png') })
  await dialog.getByLabel('Your password').fill(admin.password)
  await dialog.getByRole('button', { name: 'Remove' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Passkeys' }), 'the removed row’s button took the focus with it').toBeFocused()
  await emailTo(admin.email, /The passkey named "Office laptop" was removed/)
})

test('setting up the authenticator app more than five minutes after signing in asks for the password in the same dialog', async ({ page, db }) => {
  const admin = await signInAsAdmin(page)
  await db`update admin_sessions set authenticated_at = now() - interval '6 minutes' where admin_id = (select id from admins where email = ${admin.email})`

  await openAccountPage(page)
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click()
  const dialog = page.getByRole('dialog', { name: 'Set up an authenticator app?' })
  await dialog.getByLabel('Your password').fill('not my password at all')
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog.getByLabel('Your password')).toHaveAccessibleDescription(/Your current password is not right\./)
  await expect(page.getByTestId('totp-secret')).toBeHidden()
  await dialog.getByLabel('Your password').fill(admin.password)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('totp-secret')).toBeVisible()
})

test('an administrator gives their name on the account page, and the dashboard shows it', async ({ page }) => {
  const admin = await signInAsAdmin(page)
  const name = `Ruth Davies ${randomBytes(3).toString('hex')}`
  await openAccountPage(page)
  await page.getByRole('region', { name: 'Your name' }).getByLabel('Name').fill(`  ${name}  `)
  await page.getByRole('button', { name: 'Save name' }).click()
  await expect(page.getByTestId('toast').getByText(`Other administrators now see you as ${name}.`)).toBeVisible()

  await page.goto('/admin/dashboard')
  const you = page.getByRole('region', { name: 'Administrators' }).getByTestId('administrator').filter({ hasText: admin.email })
  await expect(you).toContainText(name)
  await expect(page.locator('section[aria-labelledby="audit-log"]')).toContainText(name)

  await page.goto('/admin/account')
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/admin$/)
})

test('an administrator signs out another browser from the list, which is then sent to sign in', async ({ page, browser }) => {
  const { admin, elsewhere } = await signedInTwice(page, browser)

  await openAccountPage(page)
  const section = page.getByRole('region', { name: 'Signed-in browsers' })
  const rows = section.getByTestId('session-row')
  await expect(rows).toHaveCount(2)
  await expect(rows.filter({ hasText: 'This browser' })).toHaveCount(1)
  await expect(rows.filter({ hasText: /^Chrome on \w+/ })).toHaveCount(2)
  await section.screenshot({ path: test.info().outputPath('account-sessions.png') })
  await rows.getByRole('button', { name: /^Sign out/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Sign out this browser?' })
  await dialog.getByRole('button', { name: 'Sign out' }).click()
  await expect(dialog).toBeHidden()
  await expect(rows).toHaveCount(1)
  await expect(rows).toContainText('This browser')
  await expect(section.getByRole('heading', { level: 2, name: 'Signed-in browsers' })).toBeFocused()
  await emailTo(admin.email, /One other browser was signed out of your account/)

  await elsewhere.goto('/admin/dashboard')
  await expect(elsewhere).toHaveURL(/\/admin$/)
  await page.goto('/admin/dashboard')
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible()
  await elsewhere.context().close()
})

test('signing out every other browser hands the focus to the heading of the list', async ({ page, browser }) => {
  const { elsewhere } = await signedInTwice(page, browser)

  await openAccountPage(page)
  const section = page.getByRole('region', { name: 'Signed-in browsers' })
  await expect(section.getByTestId('session-row')).toHaveCount(2)
  const everywhereElse = section.getByRole('button', { name: 'Sign out everywhere else' })
  await press(everywhereElse, 'Enter')
  const dialog = page.getByRole('dialog', { name: 'Sign out everywhere else?' })
  await press(dialog.getByRole('button', { name: 'Sign out everywhere else' }), 'Enter')
  await expect(dialog).toBeHidden()
  await expect(section.getByTestId('session-row')).toHaveCount(1)
  await expect(everywhereElse).toHaveCount(0)
  await expect(section.getByRole('heading', { level: 2, name: 'Signed-in browsers' })).toBeFocused()
  await elsewhere.context().close()
})
