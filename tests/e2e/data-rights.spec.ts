import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { Locator } from '@playwright/test'
import type postgres from 'postgres'
import { press, signInAsAdmin } from './admin-helpers'
import { axeViolations } from './axe'
import { expect, test } from './fixtures'
import { textAt200Percent } from './text-size'

/** A message sent with the contact form by `address`, typed as given, with its notification e-mail. */
async function seedMessage(db: postgres.Sql, address: string) {
  const [submission] = await db<{ id: string }[]>`
    insert into form_submissions (form_type, fields)
    values ('contact', ${db.json({ name: 'Martha Visitor', email: address, message: 'Please tell me about Sundays.', website: '' })}) returning id`
  await db`
    insert into mail_outbox (submission_id, form_type, recipient_email, reply_to, subject, html, text)
    values (${submission!.id}, 'contact', 'office@example.org', ${address}, 'Contact form', ${`<p>From ${address}</p>`}, ${`From ${address}`})`
}

async function expectFocused(locator: Locator) {
  await expect(locator).toBeFocused()
}

test.describe('the data-rights desk', () => {
  test('looks an address up, exports it, and erases it, by keyboard, with the focus following each step', async ({ page, db }) => {
    const address = `martha.${randomBytes(3).toString('hex')}@example.org`
    await seedMessage(db, address.toUpperCase())
    await seedMessage(db, address)
    await page.setViewportSize({ width: 1280, height: 900 })
    await signInAsAdmin(page)
    const desk = page.getByRole('region', { name: 'Data rights' })
    const field = desk.getByLabel('E-mail address')

    await field.fill('not an address')
    await press(field, 'Enter')
    await expect(desk.getByText('Enter a valid e-mail address, such as name@example.com')).toBeVisible()
    await expectFocused(field)
    await expect(field).toHaveAttribute('aria-invalid', 'true')

    await field.fill(`  ${address.replace('martha', 'Martha')} `)
    await press(field, 'Enter')
    const result = desk.getByRole('heading', { name: `Held about ${address}` })
    await expectFocused(result)
    await expect(desk.getByTestId('data-rights-summary')).toContainText('4 row(s) in 2 table(s).')
    await expect(desk.getByTestId('data-rights-summary')).toContainText('must be answered by')
    await expect(desk.getByRole('heading', { name: /Messages sent with the contact, stay in touch, hall hire and complaint forms \(2\)/ })).toBeVisible()
    expect(await axeViolations(page, 'section[aria-labelledby="data-rights"]')).toEqual([])
    await desk.scrollIntoViewIfNeeded()

    const [download] = await Promise.all([page.waitForEvent('download'), press(desk.getByRole('button', { name: 'Export' }), 'Enter')])
    expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/)
    const exported = await readFile((await download.path())!, 'utf8')
    const file = JSON.parse(exported)
    expect(file['E-mail address']).toBe(address)
    expect(file['Rows in all']).toBe(4)
    await expectFocused(desk.getByRole('status').filter({ hasText: `Exported: ${download.suggestedFilename()} is in your downloads.` }))

    await press(desk.getByRole('button', { name: 'Erase' }), 'Enter')
    const dialog = page.getByRole('alertdialog', { name: `Erase everything about ${address}?` })
    await expect(dialog).toContainText('What will go')
    await expect(dialog).toContainText('Messages sent with the contact, stay in touch, hall hire and complaint forms: 2')
    await expect(dialog).toContainText('cannot be undone')
    await expectFocused(dialog.getByRole('button', { name: 'Cancel' }))
    await page.keyboard.press('Tab')
    await expectFocused(dialog.getByRole('button', { name: 'Erase' }))
    await page.keyboard.press('Enter')

    const done = desk.getByRole('heading', { name: `Erased: ${address}` })
    await expectFocused(done)
    await expect(desk.getByTestId('erasure-done')).toContainText('form_submissions: 2 row(s)')
    await expect(desk.getByTestId('erasure-done')).toContainText('mail_outbox: 2 row(s)')
    expect(await axeViolations(page, 'section[aria-labelledby="data-rights"]')).toEqual([])

    const [left] = await db<{ count: number }[]>`select count(*)::int as count from form_submissions where strpos(lower(fields::text), ${address}) > 0`
    expect(left!.count).toBe(0)
    const activity = page.getByRole('region', { name: 'Recent Activity', exact: true })
    for (const action of ['Personal data looked up', 'Personal data exported', 'Personal data erased'])
      await expect(activity.getByText(action).first()).toBeVisible()
    await expect(activity).not.toContainText(address)
  })

  test('fits a 375 px phone with the text at 200 %', async ({ page, db }) => {
    const address = `nell.${randomBytes(3).toString('hex')}@example.org`
    await seedMessage(db, address)
    await page.setViewportSize({ width: 375, height: 812 })
    await signInAsAdmin(page)
    await textAt200Percent(page)
    const desk = page.getByRole('region', { name: 'Data rights' })
    await desk.getByLabel('E-mail address').fill(address)
    await desk.getByRole('button', { name: 'Look up' }).click()
    await expectFocused(desk.getByRole('heading', { name: `Held about ${address}` }))
    // Nothing in the panel is wider than the phone: its tables scroll sideways on their own.
    const overflow = await desk.evaluate(
      (section) =>
        [...section.querySelectorAll('*')].filter(
          (element) => element.tagName !== 'INPUT' && !element.closest('[role="region"]') && element.scrollWidth > element.clientWidth + 1,
        ).length,
    )
    expect(overflow).toBe(0)
    await desk.getByRole('button', { name: 'Erase' }).click()
    await expect(page.getByRole('alertdialog')).toBeVisible()
  })
})
