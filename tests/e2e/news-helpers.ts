import { createHmac, randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import type { Sql } from 'postgres'
import { NEWS_WORDING } from '../../app/lib/people/news-choice.ts'
import { expect } from './fixtures'
import { emailTo } from './mail-helpers'

export const CONFIRM_SUBJECT = /^Please confirm you would like news from /

export const newAddress = () => `news-${randomBytes(4).toString('hex')}@example.org`

/** The confirmation link of the latest confirmation e-mail to `to`, as a path on the site. */
export async function confirmationLink(to: string): Promise<string> {
  const email = await emailTo(to, CONFIRM_SUBJECT)
  const link = email.body.text?.match(/https?:\/\/\S+\/news\/confirm\?token=[\w-]+/)?.[0]
  if (!link) throw new Error('No confirmation link in the e-mail')
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}

/** A confirmed subscriber put straight in the database, and the unsubscribe link its news would carry (server/people/news-links.ts). */
export async function confirmedSubscriber(db: Sql): Promise<{ id: string; path: string }> {
  const email = newAddress()
  const [{ value: key }] = (await db`select value from install_secrets where name = 'people_key'`) as unknown as [{ value: string }]
  const hash = createHmac('sha256', key).update(`address:${email}`).digest('base64url')
  const [{ id }] = (await db`
    insert into subscribers (email, email_hash, status, confirmed_at) values (${email}, ${hash}, 'confirmed', now()) returning id`) as unknown as [
    { id: string },
  ]
  const sig = createHmac('sha256', key).update(`unsubscribe:${id}`).digest('base64url')
  return { id, path: `/news/unsubscribe?${new URLSearchParams({ id, sig })}` }
}

export const statusOf = async (db: Sql, email: string) =>
  ((await db`select status from subscribers where email = ${email}`)[0] as { status: string } | undefined)?.status

export async function askOnStayInTouch(page: Page, email: string, javaScript: boolean) {
  await page.goto('/stayintouch')
  const form = page.getByRole('form', { name: 'Stay in touch' })
  await form.getByLabel('Name').fill('Sam News')
  await form.getByLabel('Email').fill(email)
  const choice = form.getByLabel(NEWS_WORDING.label)
  await expect(choice).not.toBeChecked()
  await expect(choice).toHaveAccessibleDescription(NEWS_WORDING.explanation)
  await choice.check()
  await form.getByRole('button', { name: 'Submit' }).click()
  if (!javaScript) await expect(page).toHaveURL(/\/stayintouch\?result=/)
  await expect(form).toContainText('Thank you for getting in touch. We will be in contact with you soon.')
}
