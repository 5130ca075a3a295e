import { randomBytes } from 'node:crypto'
import type { Locator, Page } from '@playwright/test'
import { signInAsAdmin } from './admin-helpers'
import { axeViolations } from './axe'
import { expect, siteOrigin, test } from './fixtures'
import { emailTo } from './mail-helpers'

const unique = (label: string) => `${label} ${randomBytes(3).toString('hex')}`

/** Each test posts from an address of its own, so the per-address rate limit never carries over. */
async function useOwnAddress(page: Page) {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.8.${randomBytes(2).join('.')}` })
}

async function fillComplaint(form: Locator, fields: { name: string; email: string; about: string }) {
  await form.getByLabel('Your name').fill(fields.name)
  await form.getByLabel('Your e-mail').fill(fields.email)
  await form.getByLabel('What is your complaint about?').fill(fields.about)
}

/** Reaches the page as a visitor would: from the footer of the home page. */
async function openFromFooter(page: Page) {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Your Data and Complaints' }).click()
  await expect(page).toHaveURL(/\/your-data$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Your data and how to complain' })).toBeVisible()
}

const complaintForm = (page: Page) => page.getByRole('form', { name: 'Make a complaint' })

test.describe('the privacy page with JavaScript', () => {
  test.beforeEach(async ({ page }) => useOwnAddress(page))

  test('from the footer: what is kept and for how long, the ICO, then a complaint stored and acknowledged by e-mail', async ({ page, db }) => {
    await openFromFooter(page)
    const kept = page.getByRole('list', { name: 'What we keep and for how long' })
    await expect(kept.getByRole('listitem').filter({ hasText: 'Complaints about how the church uses personal data' })).toContainText(
      'Until it is answered, then 365 days after the answer',
    )
    await expect(page.getByRole('link', { name: /Make a complaint on the ICO's website/ })).toHaveAttribute(
      'href',
      'https://ico.org.uk/make-a-complaint/data-protection-complaints/',
    )
    await expect(page.getByRole('link', { name: '0303 123 1113' })).toHaveAttribute('href', 'tel:03031231113')

    const name = unique('Jane Complainant')
    const email = `${randomBytes(4).toString('hex')}@example.com`
    const form = complaintForm(page)
    await fillComplaint(form, { name, email, about: 'You kept my address after I asked you to delete it.' })
    await form.getByRole('button', { name: 'Send complaint' }).click()
    await expect(page.getByTestId('toast')).toContainText('Complaint received')
    await expect(form.getByLabel('Your name')).toHaveValue('')

    const [stored] = await db`select received_at from complaints where name = ${name}`
    expect(stored).toBeDefined()
    const acknowledgement = await emailTo(email, /^We have received your complaint about personal data/)
    expect(acknowledgement.body.text).not.toContain('You kept my address after I asked you to delete it.')
    expect(acknowledgement.body.text).toContain('0303 123 1113')
    expect(acknowledgement.body.html).toContain('https://ico.org.uk/make-a-complaint/data-protection-complaints/')
    const received = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'full' }).format(stored!.received_at)
    expect(acknowledgement.body.text).toContain(received)
  })

  test('a bad e-mail address is named beside its field, and the rest is kept', async ({ page }) => {
    await page.goto('/your-data')
    const form = complaintForm(page)
    await fillComplaint(form, { name: 'Jane Smith', email: 'jane@example', about: 'Kept' })
    await form.evaluate((element: HTMLFormElement) => {
      element.noValidate = true
    })
    await form.getByRole('button', { name: 'Send complaint' }).click()
    await expect(form.getByLabel('Your e-mail')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('#complaint-email-error')).toHaveText(/Please enter a valid email address, such as name@example.com/)
    await expect(form.getByLabel('Your e-mail')).toBeFocused()
    await expect(form.getByLabel('What is your complaint about?')).toHaveValue('Kept')
  })

  test('the policies page leads to it', async ({ page }) => {
    await page.goto('/policies')
    await page.getByRole('link', { name: 'Your data and how to complain' }).click()
    await expect(page).toHaveURL(/\/your-data$/)
  })
})

test.describe('the privacy page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test.beforeEach(async ({ page }) => useOwnAddress(page))

  test('a complaint posts to the page and comes back with its outcome; the URL carries no personal data', async ({ page, db }) => {
    await openFromFooter(page)
    const name = unique('Nojs Complainant')
    const form = complaintForm(page)
    await fillComplaint(form, { name, email: 'nojs@example.com', about: 'Sent without JavaScript' })
    await form.getByRole('button', { name: 'Send complaint' }).click()
    await expect(page).toHaveURL(/\/your-data\?result=[0-9a-f-]{36}#complaint-form$/)
    expect(page.url()).not.toContain('Nojs')
    await expect(form).toContainText('Complaint received')
    await expect(form).toContainText('We have received your complaint')
    expect(await db`select id from complaints where name = ${name}`).toHaveLength(1)
  })

  test('an empty complaint is refused beside its field, the values kept', async ({ page }) => {
    await page.goto('/your-data')
    const form = complaintForm(page)
    await fillComplaint(form, { name: 'Jane Smith', email: 'jane@example.com', about: '   ' })
    await form.evaluate((element: HTMLFormElement) => {
      element.noValidate = true
    })
    await form.getByRole('button', { name: 'Send complaint' }).click()
    await expect(form).toContainText('Your complaint has not been sent')
    await expect(page.locator('#complaint-about-error')).toHaveText(/Please enter what your complaint is about/)
    await expect(form.getByLabel('Your name')).toHaveValue('Jane Smith')
  })
})

test.describe('the dashboard', () => {
  test('shows each complaint with its dates, the overdue one first, and marks one answered, audited, with the focus kept', async ({ page, db }) => {
    const overdueName = unique('Overdue Complainant')
    const recentName = unique('Recent Complainant')
    await db`insert into complaints (name, email, about, received_at) values (${overdueName}, 'old@example.com', 'An old complaint', now() - interval '40 days')`
    await db`insert into complaints (name, email, about, received_at, acknowledged_at) values (${recentName}, 'new@example.com', 'A new complaint', now() - interval '1 day', now() - interval '1 day')`
    const sentName = unique('Sent Complainant')
    const sentTo = `${randomBytes(4).toString('hex')}@example.com`
    const sent = await page.request.post('/api/complaints', {
      data: { name: sentName, email: sentTo, about: 'Sent through the API' },
      headers: { Origin: siteOrigin(), 'X-Forwarded-For': `10.8.${randomBytes(2).join('.')}` },
    })
    expect(sent.status()).toBe(201)
    await emailTo(sentTo, /^We have received your complaint/)
    await signInAsAdmin(page)
    const panel = page.getByRole('region', { name: 'Complaints about personal data' })
    const acknowledged = panel.getByTestId('complaint').filter({ hasText: sentName })
    await expect(acknowledged).toContainText(/Acknowledged\s*\d{1,2} \w{3} \d{4}, \d{2}:\d{2}/)
    await expect(acknowledged).toContainText(/Acknowledge by\s*\d{1,2} \w{3} \d{4}/)
    const overdue = panel.getByTestId('complaint').filter({ hasText: overdueName })
    const recent = panel.getByTestId('complaint').filter({ hasText: recentName })
    await expect(overdue).toContainText('Overdue')
    await expect(overdue).toContainText('Not yet: its e-mail has not been sent')
    await expect(recent).not.toContainText('Overdue')
    await expect(recent).toContainText('Acknowledge by')
    const complaints = await panel.getByTestId('complaint').allInnerTexts()
    expect(complaints.findIndex((text) => text.includes(overdueName))).toBeLessThan(complaints.findIndex((text) => text.includes(recentName)))
    expect(await axeViolations(page, 'section[aria-labelledby="complaints"]')).toEqual([])

    // By keyboard: the button takes the focus, Enter presses it.
    await recent.getByRole('button', { name: 'Mark answered' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('toast')).toContainText('Complaint answered')
    await expect(recent.getByRole('heading', { name: `Complaint from ${recentName}` })).toBeFocused()
    await expect(recent).toContainText('Answered')
    await expect(recent.getByRole('button', { name: 'Mark answered' })).toHaveCount(0)
    const activity = page.getByRole('region', { name: 'Recent Activity' })
    await expect(activity.getByTestId('audit-entry').filter({ hasText: `Complaint from ${recentName} marked answered` })).toContainText(
      'Complaint marked answered',
    )
  })
})
