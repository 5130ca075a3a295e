import { randomBytes } from 'node:crypto'
import type { Browser, Page } from '@playwright/test'
import { createAdminAccount } from './admin-helpers'
import { expect, siteOrigin, test } from './fixtures'
import { emailTo, linkSentTo } from './mail-helpers'

test.describe.configure({ timeout: 120_000 })

async function freshPage(browser: Browser, javaScriptEnabled = true): Promise<Page> {
  return (await browser.newContext({ javaScriptEnabled })).newPage()
}

async function signInWithPassword(page: Page, credentials: { email: string; password: string }): Promise<void> {
  await page.goto(`${siteOrigin()}/admin`)
  await page.getByLabel('Email').fill(credentials.email)
  await page.getByLabel('Password').fill(credentials.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

/** A platform authenticator that keeps discoverable credentials and verifies the user. */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  })
}

test('an invitation accepted with a passkey instead of a password; the passkey alone signs in; the link is then refused', async ({ page, browser }) => {
  await signInWithPassword(page, await createAdminAccount())
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  const email = `passkey-${randomBytes(4).toString('hex')}@example.org`
  expect((await page.request.post(`${siteOrigin()}/api/admin/invitations`, { data: { email }, headers: { Origin: siteOrigin() } })).status()).toBe(201)
  const link = `${siteOrigin()}${await linkSentTo(email, /invited to look after/)}`

  // Without JavaScript the password path is there, and the page says a passkey needs JavaScript.
  const scriptless = await freshPage(browser, false)
  await scriptless.goto(link)
  await expect(scriptless.getByLabel('New password', { exact: true })).toBeVisible()
  await expect(scriptless.getByText('A passkey needs JavaScript, which is not running in this browser. Choose a password above instead.')).toBeVisible()
  await expect(scriptless.getByRole('button', { name: 'Use a passkey instead' })).toHaveCount(0)
  await scriptless.context().close()

  const invited = await freshPage(browser)
  await addVirtualAuthenticator(invited)
  await invited.goto(link)
  await expect(invited.getByRole('heading', { name: 'With a password' })).toBeVisible()
  await expect(invited.getByRole('heading', { name: 'Or with a passkey instead' })).toBeVisible()
  await expect(invited.getByText('A passkey needs JavaScript')).toHaveCount(0)
  await invited.screenshot({ path: test.info().outputPath('invitation-both-choices.png'), fullPage: true })
  await invited.getByRole('button', { name: 'Use a passkey instead' }).click()
  await expect(invited.getByRole('alert')).toHaveText('Please enter your name')

  const name = `Priya ${randomBytes(3).toString('hex')}`
  await invited.getByLabel('Your name').fill(name)
  await invited.getByRole('button', { name: 'Use a passkey instead' }).click()
  await expect(invited).toHaveURL(/\/admin\/dashboard$/)
  await emailTo(email, /Your sign-in settings changed: A passkey named "First passkey" was added/)
  await invited.goto(`${siteOrigin()}/admin/account`)
  await expect(invited.getByTestId('passkey-row')).toContainText('First passkey')

  await invited.goto(`${siteOrigin()}/admin/dashboard`)
  await invited.getByRole('button', { name: 'Logout' }).click()
  await expect(invited).toHaveURL(/\/admin$/)
  await invited.getByRole('button', { name: 'Sign in with a passkey' }).click()
  await expect(invited).toHaveURL(/\/admin\/dashboard$/)

  // The account has no password: any password is refused with the words of a wrong one.
  const guesser = await freshPage(browser)
  await signInWithPassword(guesser, { email, password: 'a password never chosen' })
  await expect(guesser.getByRole('alert')).toContainText('Invalid email or password')
  await guesser.context().close()

  // The used invitation: the page says so, and no new passkey challenge is handed out for it.
  await invited.goto(link)
  await expect(invited.getByRole('alert')).toHaveText('This link has already been used. Each link works once.')
  const token = new URL(link).searchParams.get('token')
  const again = await invited.request.post(`${siteOrigin()}/api/admin/invitation-passkey/options`, { data: { token }, headers: { Origin: siteOrigin() } })
  expect(again.status()).toBe(410)
  await invited.context().close()
})
