import type { Browser, CDPSession, Page } from '@playwright/test'
import * as OTPAuth from 'otpauth'
import { type AdminCredentials, createAdminAccount, press, signInAsAdmin } from './admin-helpers'
import { expect, siteOrigin, test } from './fixtures'

// Each test walks through several sign-ins.
test.describe.configure({ timeout: 120_000 })

async function signInWithPassword(page: Page, admin: AdminCredentials): Promise<void> {
  await page.goto(`${siteOrigin()}/admin`)
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Password').fill(admin.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

async function addVirtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  })
  return cdp
}

const codeFor = (secret: string, offsetMs = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: Date.now() + offsetMs })

/** Turns on the authenticator app from the account page; returns its secret and the recovery codes shown once. */
async function setUpAuthenticatorApp(page: Page): Promise<{ secret: string; codes: string[] }> {
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click()
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '')
  await page.getByLabel('Code from the app').fill(codeFor(secret))
  await page.getByRole('button', { name: 'Turn on' }).click()
  await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10)
  const codes = await page.getByTestId('recovery-codes').locator('li').allInnerTexts()
  return { secret, codes }
}

const REFUSED_CODE = 'That code was not accepted. Please try again.'

/** The second step's code field, marked invalid and described by the server's refusal. */
async function expectCodeRefused(page: Page): Promise<void> {
  await expect(page.getByTestId('second-step-error')).toHaveText(REFUSED_CODE)
  const field = page.getByLabel('Code from your authenticator app, or a recovery code')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(REFUSED_CODE)
}

async function freshPage(browser: Browser, javaScriptEnabled = true): Promise<Page> {
  return (await browser.newContext({ javaScriptEnabled })).newPage()
}

test('register a passkey, sign out, sign in with it alone, and as the second step after the password', async ({ page, browser }) => {
  const admin = await createAdminAccount()
  await addVirtualAuthenticator(page)
  await signInWithPassword(page, admin)
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await page.getByRole('link', { name: 'Your account', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Passkeys' })).toBeVisible()

  await page.getByRole('button', { name: 'Add a passkey' }).click()
  await page.getByLabel('Name for a new passkey').fill('Office laptop')
  await page.getByRole('dialog').getByRole('button', { name: 'Add', exact: true }).click()
  const row = page.getByTestId('passkey-row')
  await expect(row).toContainText('Office laptop')
  await expect(row).toContainText('Never')
  await page.screenshot({ path: test.info().outputPath('account-passkeys.png'), fullPage: true })

  await page.goto(`${siteOrigin()}/admin/dashboard`)
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await page.goto(`${siteOrigin()}/admin/account`)
  await expect(page.getByTestId('passkey-row')).not.toContainText('Never')

  // With a passkey on the account, the password alone no longer opens the dashboard.
  await page.context().clearCookies()
  await signInWithPassword(page, admin)
  await expect(page).toHaveURL(/\/admin\/second-factor$/)
  await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('second-step-passkey-prompt.png'), fullPage: true })
  expect(await page.request.get(`${siteOrigin()}/api/admin/auth`).then((response) => response.json())).toEqual({ authenticated: false })
  await page.getByRole('button', { name: 'Use your passkey' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)

  // Another browser with no passkey is told so, and stays signed out.
  const stranger = await freshPage(browser)
  const cdp = await addVirtualAuthenticator(stranger)
  await stranger.goto(`${siteOrigin()}/admin`)
  await stranger.screenshot({ path: test.info().outputPath('sign-in-with-passkey-button.png'), fullPage: true })
  await stranger.getByRole('button', { name: 'Sign in with a passkey' }).click()
  await expect(stranger.getByRole('alert')).toContainText(/passkey/i)
  await expect(stranger).toHaveURL(/\/admin$/)
  await cdp.detach()
  await stranger.context().close()
})

test('an authenticator app is set up with a code, then asked for at sign-in; a code never counts twice', async ({ page, db }) => {
  const admin = await createAdminAccount()
  await signInWithPassword(page, admin)
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await page.goto(`${siteOrigin()}/admin/account`)
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByTestId('totp-secret')).toBeVisible()
  const qrCode = page.getByRole('img', { name: 'QR code for your authenticator app' })
  await expect(qrCode).toBeVisible()
  expect((await qrCode.boundingBox())?.width).toBeGreaterThanOrEqual(180)
  await page.screenshot({ path: test.info().outputPath('account-totp-set-up.png'), fullPage: true })
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '')
  await page.getByLabel('Code from the app').fill('000000')
  await page.getByRole('button', { name: 'Turn on' }).click()
  await expect(page.getByRole('alert')).toContainText('That code is not right')
  await expect(page.getByLabel('Code from the app')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Code from the app')).toHaveAccessibleDescription(/That code is not right/)
  const usedCode = codeFor(secret)
  await page.getByLabel('Code from the app').fill(usedCode)
  await page.getByRole('button', { name: 'Turn on' }).click()
  await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10)
  await page.screenshot({ path: test.info().outputPath('account-recovery-codes.png'), fullPage: true })
  const [notice] = await db<{ subject: string }[]>`select subject from mail_outbox where recipient_email = ${admin.email} order by created_at desc limit 1`
  expect(notice?.subject).toContain('An authenticator app was turned on')

  await page.context().clearCookies()
  await signInWithPassword(page, admin)
  await expect(page).toHaveURL(/\/admin\/second-factor$/)
  await page.getByLabel('Code from your authenticator app, or a recovery code').fill(usedCode)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expectCodeRefused(page)
  await page.getByLabel('Code from your authenticator app, or a recovery code').fill(codeFor(secret, 30_000))
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
})

test.describe('without JavaScript', () => {
  test('recovery codes sign in through plain form posts, each only once', async ({ page, browser }) => {
    const admin = await createAdminAccount()
    await signInWithPassword(page, admin)
    await expect(page).toHaveURL(/\/admin\/dashboard$/)
    await page.goto(`${siteOrigin()}/admin/account`)
    const { codes } = await setUpAuthenticatorApp(page)

    const noScript = await freshPage(browser, false)
    await noScript.goto(`${siteOrigin()}/admin`)
    // Browsers with scripting turned off show this; Playwright's switch leaves <noscript> unrendered.
    expect(await noScript.content()).toMatch(/<noscript>.*Passkeys need JavaScript/s)
    await expect(noScript.getByRole('button', { name: 'Sign in with a passkey' })).toHaveCount(0)
    for (const [code, accepted] of [
      [codes[0]!, true],
      [codes[0]!, false],
      [codes[1]!, true],
    ] as const) {
      await noScript.context().clearCookies()
      await signInWithPassword(noScript, admin)
      await expect(noScript).toHaveURL(/\/admin\/second-factor$/)
      await noScript.getByLabel('Code from your authenticator app, or a recovery code').fill(code)
      await noScript.getByRole('button', { name: 'Continue' }).click()
      if (accepted) await expect(noScript).toHaveURL(/\/admin\/dashboard$/)
      else await expectCodeRefused(noScript)
    }
    await noScript.context().close()
  })
})

test('when the church requires a second factor, an administrator without one is sent to set one up first', async ({ page, db }) => {
  const admin = await createAdminAccount()
  await db`insert into admin_security_settings (id, require_second_factor) values (true, true)
           on conflict (id) do update set require_second_factor = true`
  try {
    await signInWithPassword(page, admin)
    await expect(page).toHaveURL(/\/admin\/account$/)
    await expect(page.getByTestId('second-factor-required')).toBeVisible()
    await page.goto(`${siteOrigin()}/admin/dashboard`)
    await expect(page).toHaveURL(/\/admin\/account$/)
    const events = await page.request.get(`${siteOrigin()}/api/admin/audit-log`)
    expect(events.status()).toBe(403)

    await setUpAuthenticatorApp(page)
    await page.getByRole('button', { name: 'I have saved these codes' }).click()
    await page.getByRole('link', { name: 'Back to the dashboard' }).click()
    await expect(page).toHaveURL(/\/admin\/dashboard$/)
    await expect(page.getByRole('switch', { name: 'Require a second factor or a passkey for every administrator' })).toBeChecked()
  } finally {
    await db`update admin_security_settings set require_second_factor = false`
  }
})

test('each step of setting up the authenticator app takes the focus, and closing or turning it off hands it to the heading', async ({ page }) => {
  await signInAsAdmin(page)
  await page.goto(`${siteOrigin()}/admin/account`)
  const section = page.getByRole('region', { name: 'Authenticator app' })
  const heading = section.getByRole('heading', { level: 2, name: 'Authenticator app' })

  await press(section.getByRole('button', { name: 'Set up an authenticator app' }), 'Enter')
  await press(page.getByRole('dialog').getByRole('button', { name: 'Continue' }), 'Enter')
  await expect(section.getByTestId('totp-secret')).toBeVisible()
  await expect(heading, 'the set-up step starts at its heading').toBeFocused()

  const secret = ((await section.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '')
  await section.getByLabel('Code from the app').fill(codeFor(secret))
  await press(section.getByRole('button', { name: 'Turn on' }), 'Enter')
  await expect(section.getByRole('status').filter({ hasText: 'Your recovery codes' })).toBeFocused()

  await press(section.getByRole('button', { name: 'I have saved these codes' }), 'Enter')
  await expect(section.getByTestId('recovery-codes')).toHaveCount(0)
  await expect(heading).toBeFocused()

  await press(section.getByRole('button', { name: 'Turn off' }), 'Enter')
  await press(page.getByRole('dialog', { name: 'Turn off the authenticator app?' }).getByRole('button', { name: 'Turn off' }), 'Enter')
  await expect(section.getByRole('button', { name: 'Set up an authenticator app' })).toBeVisible()
  await expect(heading).toBeFocused()
})

test('a refused change of the sign-in security switch is explained beside it, and describes it', async ({ page }) => {
  await signInAsAdmin(page)
  const panel = page.getByRole('region', { name: 'Sign-in Security' })
  const toggle = panel.getByRole('switch', { name: 'Require a second factor or a passkey for every administrator' })
  await expect(toggle).not.toBeChecked()
  await press(toggle, 'Space')
  const refusal = panel.getByRole('alert')
  await expect(refusal).toHaveText('Setting not changed: Set up a passkey or an authenticator app for yourself before requiring one')
  await expect(toggle).toHaveAccessibleDescription('Setting not changed: Set up a passkey or an authenticator app for yourself before requiring one')
  await expect(toggle).toBeFocused()
  await expect(toggle).not.toBeChecked()
  await expect(page.getByTestId('toast'), 'the refusal is not only in a toast that goes away').toHaveCount(0)
})
