import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { promisify } from 'node:util'
import { expect, type Page } from '@playwright/test'

const run = promisify(execFile)

export type AdminCredentials = { email: string; password: string }

/** A fresh administrator with a unique e-mail, made by the real `npm run admin:create` on the e2e database. */
export async function createAdminAccount(): Promise<AdminCredentials> {
  const databaseUrl = process.env.E2E_DATABASE_URL
  if (!databaseUrl) throw new Error('E2E_DATABASE_URL is not set: run through `npm run test:e2e`')
  const credentials = {
    email: `admin-${randomBytes(5).toString('hex')}@example.org`,
    password: `pw-${randomBytes(12).toString('base64url')}`,
  }
  await run('npm', ['run', '--silent', 'admin:create', '--', '--email', credentials.email, '--password', credentials.password], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    timeout: 60_000,
  })
  return credentials
}

/** Signs in through the /admin form, so the page holds the session cookie and shows the dashboard. */
export async function signInWith(page: Page, credentials: AdminCredentials): Promise<void> {
  await page.goto('/admin')
  await page.getByLabel('Email').fill(credentials.email)
  await page.getByLabel('Password').fill(credentials.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
}

/** Creates a fresh administrator and signs in as them. */
export async function signInAsAdmin(page: Page): Promise<AdminCredentials> {
  const credentials = await createAdminAccount()
  await signInWith(page, credentials)
  return credentials
}
