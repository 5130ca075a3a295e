import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import postgres from 'postgres'
import { sessionCookieName } from '../../server/auth/cookie.ts'
import { hashPassword } from '../../server/auth/password.ts'
import { createSession } from '../../server/auth/session.ts'
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
 * cookie and opens the dashboard: signed in without the form, which admin-dashboard.spec.ts tests.
 */
export async function signInAsAdmin(page: Page): Promise<AdminCredentials> {
  const admin = await insertAdmin()
  const { token } = await createSession({ id: admin.id, email: admin.email }, e2eDatabase())
  const baseUrl = new URL(siteOrigin())
  await page
    .context()
    .addCookies([{ name: sessionCookieName(baseUrl.protocol === 'https:'), value: token, url: baseUrl.origin, httpOnly: true, sameSite: 'Lax' }])
  await page.goto('/admin/dashboard')
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible()
  return { email: admin.email, password: admin.password }
}
