import type { Page } from '@playwright/test'
import { signInAsAdmin } from './admin-helpers'
import { expect, siteOrigin, test } from './fixtures'
import { deliveredEmailsTo, emailTo } from './mail-helpers'
import { askOnStayInTouch, confirmationLink, confirmedSubscriber, newAddress, statusOf } from './news-helpers'

/** Writes a notice and sends it to everyone confirmed, as the dashboard does, signed in as `admin`. */
async function sendNotice(admin: Page, subject: string) {
  const headers = { Origin: siteOrigin() }
  const created = await admin.request.post('/api/admin/notices', { headers, data: { subject, body: `${subject}: news of the week.` } })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: string }
  const overview = (await (await admin.request.get('/api/admin/notices')).json()) as { confirmedSubscribers: number }
  const sent = await admin.request.post(`/api/admin/notices/${id}/send`, { headers, data: { recipients: overview.confirmedSubscribers } })
  expect(sent.status(), await sent.text()).toBe(202)
}

test('a visitor who asks, confirms and then unsubscribes in one click gets one notice and not the next; one who never confirms gets none', async ({
  page,
  browser,
  db,
}) => {
  const confirming = newAddress()
  const neverConfirming = newAddress()
  await askOnStayInTouch(page, confirming, true)
  await askOnStayInTouch(page, neverConfirming, true)
  await page.goto(await confirmationLink(confirming))
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you: your address is confirmed')
  await confirmationLink(neverConfirming)
  // Someone confirmed all along: the next notice reaching them shows it has gone out.
  const witness = (await db<{ email: string }[]>`select email from subscribers where id = ${(await confirmedSubscriber(db)).id}`)[0]!.email

  const admin = await (await browser.newContext({ baseURL: siteOrigin() })).newPage()
  await signInAsAdmin(admin)
  await sendNotice(admin, 'First notice')
  const first = await emailTo(confirming, /^First notice$/)
  const unsubscribe = first.body.headers?.['List-Unsubscribe']?.match(/^<(.+)>$/)?.[1]
  expect(unsubscribe).toMatch(new RegExp(`^${siteOrigin()}/news/unsubscribe\\?id=[0-9a-f-]+&sig=[\\w-]+$`))
  expect(first.body.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
  expect(first.body.text).toContain(unsubscribe)

  // The mail provider's one-click POST: from its own servers, with no sign-in and no Origin.
  const oneClick = await page.request.post(unsubscribe!, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  })
  expect(oneClick.status()).toBe(200)
  expect(await statusOf(db, confirming)).toBeUndefined()

  await sendNotice(admin, 'Second notice')
  await emailTo(witness, /^Second notice$/)
  await expect.poll(async () => (await db`select 1 from notices where subject = 'Second notice' and status = 'sent'`).length).toBe(1)
  expect((await deliveredEmailsTo(confirming)).map((email) => email.body.subject)).toEqual([expect.stringMatching(/^Please confirm/), 'First notice'])
  expect((await deliveredEmailsTo(neverConfirming)).map((email) => email.body.subject)).toEqual([expect.stringMatching(/^Please confirm/)])
  expect(await statusOf(db, neverConfirming)).toBe('unconfirmed')
})
