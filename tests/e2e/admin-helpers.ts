import { randomBytes } from 'node:crypto'
import type { Locator, Page } from '@playwright/test'
import postgres from 'postgres'
import { sessionCookieName } from '../../server/auth/cookie.ts'
import { hashPassword } from '../../server/auth/password.ts'
import { createSession } from '../../server/auth/session.ts'
import { createInvitationLink, createResetLink } from '../../server/admins/links.ts'
import { currentSite, expect, siteOrigin } from './fixtures'

export type AdminCredentials = { email: string; password: string }
type CreatedAdmin = AdminCredentials & { id: string }

let database: postgres.Sql | undefined

/** This worker's database, shared by every helper call in it. */
function e2eDatabase(): postgres.Sql {
  database ??= postgres(currentSite().databaseUrl, { max: 2, onnotice: () => {} })
  return database
}

async function insertAdmin(): Promise<CreatedAdmin> {
  const credentials = {
    email: `admin-${randomBytes(5).toString('hex')}@example.org`,
    password: `pw-${randomBytes(12).toString('base64url')}`,
  }
  const [row] = await e2eDatabase()<{ id: string }[]>`
    insert into admins (email, password_hash) values (${credentials.email}, ${await hashPassword(credentials.password)}) returning id`
  return { ...credentials, id: row!.id }
}

/** A fresh administrator with a unique e-mail, written straight to the e2e database. */
export async function createAdminAccount(): Promise<AdminCredentials> {
  const { email, password } = await insertAdmin()
  return { email, password }
}

/** Signs in through the /admin form, so the page holds the session cookie and shows the dashboard. */
export async function signInWith(page: Page, credentials: AdminCredentials): Promise<void> {
  await page.goto('/admin')
  await page.getByLabel('Email').fill(credentials.email)
  await page.getByLabel('Password').fill(credentials.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
}

/**
 * Creates a fresh administrator and a session for them in the database, hands the browser its
 * cookie and opens the dashboard: signed in without the form, which admin-dashboard.spec.ts tests;
 * `authenticatedAt` backdates the sign-in, for what asks for the password again after five minutes.
 */
export async function signInAsAdmin(page: Page, { authenticatedAt = null }: { authenticatedAt?: Date | null } = {}): Promise<AdminCredentials> {
  const admin = await insertAdmin()
  const { token } = await createSession({ id: admin.id, email: admin.email }, e2eDatabase(), authenticatedAt)
  const baseUrl = new URL(siteOrigin())
  await page
    .context()
    .addCookies([{ name: sessionCookieName(baseUrl.protocol === 'https:'), value: token, url: baseUrl.origin, httpOnly: true, sameSite: 'Lax' }])
  await page.goto('/admin/dashboard')
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible()
  return { email: admin.email, password: admin.password }
}

/** Puts keyboard focus on a control and presses a key, as a keyboard user would. */
export async function press(control: Locator, key: string): Promise<void> {
  await control.focus()
  await control.press(key)
}

/** The invitation page for `email`, as the link in the invitation e-mail opens it. */
export async function invitationPage(email: string): Promise<string> {
  const inviter = await insertAdmin()
  const { token } = await e2eDatabase().begin((tx) => createInvitationLink(tx, email, inviter.id))
  return `/admin/invitation?${new URLSearchParams({ token })}`
}

/** A fresh administrator's page for setting a new password, as the link in the e-mail opens it. */
export async function resetPasswordPage(): Promise<string> {
  const admin = await insertAdmin()
  const token = await e2eDatabase().begin((tx) => createResetLink(tx, admin))
  return `/admin/reset-password?${new URLSearchParams({ token })}`
}

/** Records a passkey on an administrator's account (its key is no real one): it is listed, but signs no one in. */
export async function recordPasskey(email: string, name: string): Promise<void> {
  await e2eDatabase()`
    insert into admin_passkeys (id, admin_id, public_key, name)
    select ${randomBytes(24).toString('base64url')}, id, ${randomBytes(32)}, ${name} from admins where email = ${email}`
}

/** A fresh administrator with an authenticator app and a passkey on record, so that after the password sign-in asks for a second step. */
export async function createAdminWithSecondFactors(): Promise<AdminCredentials> {
  const admin = await createAdminAccount()
  await recordPasskey(admin.email, 'Phone')
  await e2eDatabase()`
    insert into admin_totp (admin_id, secret_encrypted, confirmed_at)
    select id, ${randomBytes(48)}, now() from admins where email = ${admin.email}`
  return admin
}
