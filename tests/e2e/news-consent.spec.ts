import { NEWS_WORDING } from '../../app/lib/people/news-choice.ts'
import { axeViolations } from './axe'
import { expect, test } from './fixtures'
import { askOnStayInTouch, confirmationLink, confirmedSubscriber, newAddress, statusOf } from './news-helpers'

for (const javaScript of [true, false]) {
  test.describe(`with JavaScript ${javaScript ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled: javaScript })

    test('a visitor ticks the news choice on Stay in Touch, opens the e-mailed link and confirms', async ({ page, db }) => {
      const email = newAddress()
      await askOnStayInTouch(page, email, javaScript)
      const link = await confirmationLink(email)

      const opened = await page.goto(link)
      expect(opened?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm you would like our news')
      // Opening the link, as a mail scanner does, confirms nothing.
      expect(await statusOf(db, email)).toBe('unconfirmed')
      await page.getByRole('button', { name: 'Confirm' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you: your address is confirmed')
      expect(await statusOf(db, email)).toBe('confirmed')

      const again = await page.goto(link)
      expect(again?.status()).toBe(400)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link does not work')
    })

    test('the unsubscribe page has one button, and then says it is done', async ({ page, db }) => {
      const subscriber = await confirmedSubscriber(db)
      await page.goto(subscriber.path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("Stop the church's news")
      await page.getByRole('button', { name: 'Unsubscribe' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed')
      const [row] = await db`select email, status from subscribers where id = ${subscriber.id}`
      expect(row).toEqual({ email: null, status: 'unsubscribed' })
    })
  })
}

test('the one-click POST of RFC 8058 unsubscribes at once, with no Origin and no sign-in, and again is fine', async ({ playwright, site, db }) => {
  const subscriber = await confirmedSubscriber(db)
  const mailProvider = await playwright.request.newContext({ baseURL: site.url })
  for (let time = 0; time < 2; time++) {
    const response = await mailProvider.post(subscriber.path, { form: { 'List-Unsubscribe': 'One-Click' } })
    expect(response.status()).toBe(200)
    expect(await response.text()).toBe('You are unsubscribed.\n')
  }
  await mailProvider.dispose()
  const events = await db`select event, source from consent_events where subscriber_id = ${subscriber.id}`
  expect(events).toEqual([{ event: 'opted_out', source: 'one-click unsubscribe' }])
  expect(await db`select reason from suppressed_addresses s join subscribers b on b.email_hash = s.email_hash where b.id = ${subscriber.id}`).toEqual([
    { reason: 'unsubscribed' },
  ])
})

test('forged and expired links get a clear page, never a 5xx', async ({ page, db }) => {
  const subscriber = await confirmedSubscriber(db)
  const forgedUnsubscribe = await page.goto(`/news/unsubscribe?id=${subscriber.id}&sig=${'A'.repeat(43)}`)
  expect(forgedUnsubscribe?.status()).toBe(400)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link does not work')
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0)

  for (const token of ['x'.repeat(43), 'not-a-token', '']) {
    const forged = await page.goto(`/news/confirm?token=${token}`)
    expect(forged?.status()).toBe(400)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link does not work')
  }

  const email = newAddress()
  await askOnStayInTouch(page, email, true)
  const link = await confirmationLink(email)
  await db`update subscribers set confirm_expires_at = now() - interval '1 minute' where email = ${email}`
  const expired = await page.goto(link)
  expect(expired?.status()).toBe(410)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link has expired')
})

test('the choice on the forms and the pages of the links are axe-clean', async ({ page, db }) => {
  const subscriber = await confirmedSubscriber(db)
  for (const path of ['/stayintouch', '/contact', subscriber.path, '/news/confirm?token=forged', '/news/unsubscribe?done=true']) {
    await page.goto(path)
    expect(await axeViolations(page), path).toEqual([])
  }
})

test.describe('with the keyboard only and JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('the choice is reached with Tab, ticked with Space, sent with its version, and confirmed with Enter', async ({ page, db }) => {
    const email = newAddress()
    await page.goto('/stayintouch')
    const form = page.getByRole('form', { name: 'Stay in touch' })
    await expect(form.locator('input[name=newsWording]')).toHaveValue(String(NEWS_WORDING.version))
    await form.getByLabel('Name').fill('Kim Keys')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Anything else you would like to tell us?').focus()
    await page.keyboard.press('Tab')
    await expect(form.getByLabel(NEWS_WORDING.label)).toBeFocused()
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await expect(form.getByRole('button', { name: 'Submit' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/stayintouch\?result=/)
    const [event] = await db`
      select e.wording_version, e.source from consent_events e join subscribers s on s.id = e.subscriber_id where s.email = ${email}`
    expect(event).toEqual({ wording_version: NEWS_WORDING.version, source: 'stay_in_touch form' })

    await page.goto(await confirmationLink(email))
    await page.getByRole('button', { name: 'Confirm' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you: your address is confirmed')
  })
})
