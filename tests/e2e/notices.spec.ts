import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { signInAsAdmin } from './admin-helpers'
import { axeViolations } from './axe'
import { expect, siteOrigin, test } from './fixtures'
import { emailTo } from './mail-helpers'
import { textAt200Percent } from './text-size'

const tag = () => randomBytes(3).toString('hex')
const MESSAGE = 'The harvest supper is on Saturday at 6pm.\n\nBook a place on [our events page](/whats-on), & bring a friend <b>too</b>.'

const panelOf = (page: Page) => page.getByRole('region', { name: 'News by e-mail', exact: true })

test.describe('news by e-mail on the dashboard', () => {
  test('the notices API needs a signed-in admin', async ({ request }) => {
    expect((await request.get('/api/admin/notices')).status()).toBe(401)
  })

  test('bad input gets a 400 naming the field', async ({ page }) => {
    await signInAsAdmin(page)
    const post = (data: unknown) => page.request.post('/api/admin/notices', { headers: { Origin: siteOrigin() }, data })
    const empty = await post({ subject: '  ', body: 'Hello' })
    expect(empty.status()).toBe(400)
    expect(await empty.json()).toEqual({ error: 'Invalid request', details: { subject: 'Subject is required' } })
    const long = await post({ subject: 'News', body: 'x'.repeat(20_001) })
    expect(long.status()).toBe(400)
    expect(await long.json()).toEqual({ error: 'Invalid request', details: { body: 'Message must be at most 20000 characters' } })
    const unsafe = await post({ subject: 'News', body: 'See [this](javascript:alert(1))' })
    expect((await unsafe.json()).details.body).toMatch(/link that cannot be sent/)
    const send = await page.request.post('/api/admin/notices/00000000-0000-4000-8000-000000000000/send', {
      headers: { Origin: siteOrigin() },
      data: { recipients: 'all' },
    })
    expect(send.status()).toBe(400)
    expect((await send.json()).details).toHaveProperty('recipients')
  })

  test('write, preview, test, send and watch the progress', async ({ page, db }) => {
    const people = Array.from({ length: 3 }, (_, index) => `reader${index}-${tag()}@example.com`)
    for (const email of people) await db`insert into subscribers (email, email_hash, status) values (${email}, ${`hash-${email}`}, 'confirmed')`
    await db`insert into subscribers (email, email_hash, status) values (${`waiting-${tag()}@example.com`}, ${`hash-${tag()}`}, 'unconfirmed')`
    const count = (await db<{ count: number }[]>`select count(*)::int as count from subscribers where status = 'confirmed'`)[0]!.count
    const subject = `Harvest supper ${tag()}`

    const admin = await signInAsAdmin(page)
    const panel = panelOf(page)
    await expect(panel.getByTestId('confirmed-subscribers')).toHaveText(`${count} people confirmed they want the news by e-mail.`)

    await panel.getByRole('button', { name: 'Write a notice' }).click()
    await expect(panel.getByRole('heading', { name: 'Write a notice' })).toBeFocused()
    await panel.getByRole('button', { name: 'Save draft' }).click()
    await expect(panel.getByLabel('Subject')).toBeFocused()
    await expect(panel.getByText('Subject is required')).toBeVisible()
    expect(await axeViolations(page, 'section[aria-labelledby="news-by-email"]')).toEqual([])
    await panel.getByLabel('Subject').fill(subject)
    await panel.getByLabel('Message').fill(MESSAGE)
    await panel.getByRole('button', { name: 'Save draft' }).click()
    const notice = panel.getByTestId('notice').filter({ hasText: subject })
    await expect(notice.getByRole('heading', { name: subject, exact: true })).toBeFocused()
    await notice.scrollIntoViewIfNeeded()

    await notice.getByRole('button', { name: `Preview “${subject}”` }).click()
    const frame = page.frameLocator(`iframe[title="Preview of the e-mail “${subject}”"]`)
    await expect(frame.getByText('The harvest supper is on Saturday at 6pm.')).toBeVisible()
    await expect(frame.getByRole('link', { name: 'our events page' })).toHaveAttribute('href', `${siteOrigin()}/whats-on`)
    await expect(frame.getByText('& bring a friend <b>too</b>.', { exact: false })).toBeVisible()
    await expect(notice.getByRole('heading', { name: `Preview: ${subject}` })).toBeFocused()

    await notice.getByRole('button', { name: 'Send a test to me' }).click()
    const test = await emailTo(admin.email, new RegExp(`^Test: ${subject}$`))
    expect(test.body.headers).toBeUndefined()
    expect(test.body.text).toContain('This is a test sent only to you')
    for (const email of people) expect((await db`select 1 from mail_outbox where recipient_email = ${email}`).length).toBe(0)

    await notice.getByRole('button', { name: `Send to ${count} people` }).click()
    const dialog = page.getByRole('alertdialog', { name: `Send this notice to ${count} people?` })
    await expect(dialog).toContainText(subject)
    await dialog.getByRole('button', { name: `Send to ${count} people` }).click()
    await expect(notice.getByRole('heading', { name: subject, exact: true })).toBeFocused()
    await expect(notice.getByTestId('notice-progress')).toBeVisible()
    await expect(notice.getByTestId('notice-progress')).toHaveText(`${count} sent, 0 queued, 0 failed, of ${count}`, { timeout: 20_000 })
    await expect(notice.getByText('Sent', { exact: true })).toBeVisible({ timeout: 20_000 })
    await notice.getByRole('button', { name: 'Show deliveries' }).click()
    await expect(notice.getByTestId('notice-delivery')).toHaveCount(count)
    // Scanned without the preview's frame, which axe cannot enter (it runs no script).
    await page.reload()
    await notice.getByRole('button', { name: 'Show deliveries' }).click()
    await expect(notice.getByTestId('notice-delivery')).toHaveCount(count)
    expect(await axeViolations(page, 'section[aria-labelledby="news-by-email"]')).toEqual([])

    for (const email of people) {
      const received = await emailTo(email, new RegExp(`^${subject}$`))
      expect(received.body.headers?.['List-Unsubscribe']).toMatch(new RegExp(`^<${siteOrigin()}/news/unsubscribe\\?id=[0-9a-f-]+&sig=[\\w-]+>$`))
      expect(received.body.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
      expect(received.body.text).toContain(`${siteOrigin()}/news/unsubscribe?id=`)
    }
    const received = await emailTo(people[0]!, new RegExp(`^${subject}$`))
    await page.setContent(received.body.html ?? '')
    const [audit] = await db<{ detail: string }[]>`select detail from audit_log where action = 'notice.send' order by id desc limit 1`
    expect(audit!.detail).toBe(`Began sending the notice "${subject}" to ${count} people`)
  })

  test('on a phone at 200 % text, by keyboard alone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await signInAsAdmin(page)
    await textAt200Percent(page)
    const panel = panelOf(page)
    const write = panel.getByRole('button', { name: 'Write a notice' })
    await write.focus()
    await page.keyboard.press('Enter')
    await expect(panel.getByRole('heading', { name: 'Write a notice' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(panel.getByLabel('Subject')).toBeFocused()
    await page.keyboard.type(`Phone notice ${tag()}`)
    await page.keyboard.press('Tab')
    await page.keyboard.type('A line.\n\nAnother with [a link](https://example.org).')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(panel.getByRole('button', { name: 'Preview', exact: true })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(panel.getByRole('heading', { name: /^Preview: Phone notice/ })).toBeFocused()
    // The panel and its preview fit the phone; the whole dashboard at 200 % is a11y.spec.ts's, with data of its own.
    const fit = await panel.evaluate((section) => ({ right: section.getBoundingClientRect().right, overflow: section.scrollWidth - section.clientWidth }))
    expect(fit.right).toBeLessThanOrEqual(375)
    expect(fit.overflow).toBeLessThanOrEqual(0)
  })
})
