import { randomBytes } from 'node:crypto'
import { addDays, format } from 'date-fns'
import type { Locator, Page } from '@playwright/test'
import { churchToday, parseCalendarDay } from '../../app/lib/site/dates.ts'
import { press, signInAsAdmin } from './admin-helpers'
import { expect, siteOrigin, test } from './fixtures'

const dayFromToday = (offset: number) => format(addDays(parseCalendarDay(churchToday()), offset), 'yyyy-MM-dd')
const unique = (label: string) => `${label} ${randomBytes(4).toString('hex')}`

function eventsPanel(page: Page): Locator {
  return page.getByRole('region', { name: 'Events Management' })
}

async function fillEvent(dialog: Locator, title: string, day: string) {
  await dialog.getByLabel('Title').fill(title)
  await dialog.getByLabel('Description').fill(`About ${title}`)
  await dialog.getByLabel('Event Date').fill(day)
}

test.describe('keyboard focus on the dashboard', () => {
  test.describe.configure({ timeout: 90_000 })

  test('the Add Event dialog hands focus back to Add Event, and a refused Create focuses the first invalid field', async ({ page, db }) => {
    const title = unique('Focus Past Supper')
    try {
      await signInAsAdmin(page)
      const addEvent = eventsPanel(page).getByRole('button', { name: 'Add Event' })
      const dialog = page.getByRole('dialog', { name: 'Create New Event' })

      await press(addEvent, 'Enter')
      await expect(dialog).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(dialog).toHaveCount(0)
      await expect(addEvent).toBeFocused()

      await press(addEvent, 'Enter')
      await press(dialog.getByRole('button', { name: 'Cancel' }), 'Enter')
      await expect(dialog).toHaveCount(0)
      await expect(addEvent).toBeFocused()

      await press(addEvent, 'Enter')
      await press(dialog.getByRole('button', { name: 'Create Event' }), 'Enter')
      const titleField = dialog.getByLabel('Title')
      await expect(titleField).toBeFocused()
      await expect(titleField).toHaveAttribute('aria-invalid', 'true')
      const errorId = await titleField.getAttribute('aria-describedby')
      expect(errorId).toBeTruthy()
      await expect(dialog.locator(`[id="${errorId}"]`)).toHaveText(/.+/)
      await expect(titleField).toHaveAccessibleDescription(/.+/)

      await fillEvent(dialog, title, dayFromToday(-3))
      await press(dialog.getByRole('button', { name: 'Create Event' }), 'Enter')
      const toast = page.getByTestId('toast').filter({ hasText: 'Event Created' })
      await expect(toast).toContainText(`“${title}” was saved. It is in the past, so the What's On When page does not list it.`)
      await expect(dialog).toHaveCount(0)
      await expect(addEvent).toBeFocused()
    } finally {
      await db`delete from events where title = ${title}`
    }
  })

  test('an event still in the future keeps the words that it is on the What’s On When page', async ({ page, db }) => {
    const title = unique('Focus Future Carols')
    try {
      await signInAsAdmin(page)
      await eventsPanel(page).getByRole('button', { name: 'Add Event' }).click()
      const dialog = page.getByRole('dialog', { name: 'Create New Event' })
      await fillEvent(dialog, title, dayFromToday(5))
      await dialog.getByRole('button', { name: 'Create Event' }).click()
      await expect(page.getByTestId('toast').filter({ hasText: 'Event Created' })).toContainText(`“${title}” is now on the What's On When page.`)
    } finally {
      await db`delete from events where title = ${title}`
    }
  })

  test('inline edit focuses its Title, Save and Cancel return focus to the row’s Edit, and deleting the row focuses the panel heading', async ({
    page,
    db,
  }) => {
    const title = unique('Focus Edit Evensong')
    const renamed = `${title} renamed`
    await db`insert into events (title, description, event_date) values (${title}, 'Sung evening prayer', ${dayFromToday(9)})`
    try {
      await signInAsAdmin(page)
      const panel = eventsPanel(page)
      const card = (name: string) => panel.getByTestId('admin-event').filter({ has: page.getByRole('heading', { name, exact: true }) })
      const edit = (name: string) => card(name).getByRole('button', { name: `Edit ${name}` })

      await press(edit(title), 'Enter')
      const form = panel.getByRole('form', { name: `Edit ${title}` })
      await expect(form.getByLabel('Title')).toBeFocused()
      await press(form.getByRole('button', { name: 'Cancel' }), 'Enter')
      await expect(edit(title)).toBeFocused()

      await press(edit(title), 'Enter')
      await form.getByLabel('Title').fill('')
      await press(form.getByRole('button', { name: 'Save' }), 'Enter')
      await expect(form.getByLabel('Title')).toBeFocused()
      await expect(form.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true')
      await form.getByLabel('Title').fill(renamed)
      await press(form.getByRole('button', { name: 'Save' }), 'Enter')
      await expect(page.getByTestId('toast').filter({ hasText: 'Event Updated' })).toBeVisible()
      await expect(edit(renamed)).toBeFocused()

      await press(card(renamed).getByRole('button', { name: `Delete ${renamed}` }), 'Enter')
      const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this event?' })
      await press(confirm.getByRole('button', { name: 'Delete' }), 'Enter')
      await expect(card(renamed)).toHaveCount(0)
      await expect(panel.getByRole('heading', { level: 2, name: 'Events Management' })).toBeFocused()
    } finally {
      await db`delete from events where title in (${title}, ${renamed})`
    }
  })

  test('the recipients dialog returns focus to Add Configuration, and to the panel heading once its row is deleted', async ({ page, db }) => {
    const original = await db<{ email_address: string; display_name: string }[]>`
      select email_address, display_name from email_configurations where form_type = 'hall_hire'`
    await db`delete from email_configurations where form_type = 'hall_hire'`
    try {
      await signInAsAdmin(page)
      const panel = page.getByRole('region', { name: 'Email Configuration Management' })
      const add = panel.getByRole('button', { name: 'Add Configuration' })
      const dialog = page.getByRole('dialog', { name: 'Add Email Configuration' })

      await press(add, 'Enter')
      await dialog.getByLabel('Form Type').selectOption('hall_hire')
      await press(dialog.getByRole('button', { name: 'Save Configuration' }), 'Enter')
      await expect(dialog.getByLabel('Email Address')).toBeFocused()
      await expect(dialog.getByLabel('Email Address')).toHaveAttribute('aria-invalid', 'true')
      await page.keyboard.press('Escape')
      await expect(add).toBeFocused()

      await press(add, 'Enter')
      await dialog.getByLabel('Form Type').selectOption('hall_hire')
      await dialog.getByLabel('Email Address').fill('hall@example.org')
      await dialog.getByLabel('Display Name').fill('Hall Bookings')
      await press(dialog.getByRole('button', { name: 'Save Configuration' }), 'Enter')
      await expect(dialog).toHaveCount(0)
      await expect(add).toBeFocused()

      const row = panel.getByTestId('email-configuration').filter({ hasText: 'hall@example.org' })
      await press(row.getByRole('button', { name: /^Delete/ }), 'Enter')
      await press(page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }), 'Enter')
      await expect(row).toHaveCount(0)
      await expect(panel.getByRole('heading', { level: 2, name: 'Email Configuration Management' })).toBeFocused()
    } finally {
      await db`delete from email_configurations where form_type = 'hall_hire'`
      for (const { email_address, display_name } of original) {
        await db`insert into email_configurations (form_type, email_address, display_name) values ('hall_hire', ${email_address}, ${display_name})`
      }
    }
  })

  test('Mark handled, Retry, the grotto switch and Upload PDF keep focus on the page while they save', async ({ page, db, request }) => {
    const sender = unique('Focus Visitor')
    const refused = unique('Focus Refused')
    for (const name of [sender, refused]) {
      const contact = await request.post('/api/contact', {
        headers: { Origin: siteOrigin(), 'X-Forwarded-For': `10.7.${randomBytes(2).join('.')}` },
        data: { name, email: 'visitor@example.com', message: `A message from ${name}`, website: '' },
      })
      expect(contact.status()).toBe(201)
    }
    await db`
      update mail_outbox set status = 'failed', recipient_email = coalesce(recipient_email, 'office@example.org'),
        last_error = 'Refused by the mail provider: test', lease_expires_at = null
      where submission_id = (select id from form_submissions where fields->>'name' = ${refused})`
    const [grotto] = await db<{ is_visible: boolean; grotto_url: string }[]>`select is_visible, grotto_url from christmas_settings where id`
    await db`delete from policy_files where policy_type = 'constitution'`
    try {
      await signInAsAdmin(page)

      const message = page.getByTestId('inbox-message').filter({ hasText: sender })
      const handled = message.getByRole('checkbox', { name: /^Mark handled/ })
      const marking = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().includes('/api/admin/messages/'))
      await press(handled, 'Space')
      await marking
      await expect(handled).toBeChecked()
      await expect(message).toContainText('Handled')
      await expect(handled).toBeFocused()

      const retry = page
        .getByTestId('inbox-message')
        .filter({ hasText: refused })
        .getByRole('button', { name: /^Retry/ })
      await press(retry, 'Enter')
      await expect(retry).toHaveCount(0)
      await expect(page.getByRole('heading', { level: 2, name: 'Messages', exact: true })).toBeFocused()

      const toggle = page.getByRole('switch', { name: 'Show the Christmas Grotto Booking link' })
      const before = await toggle.getAttribute('aria-checked')
      const switching = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().endsWith('/api/christmas-settings'))
      await press(toggle, 'Space')
      await switching
      await expect(toggle).not.toHaveAttribute('aria-checked', before ?? '')
      await expect(toggle).toBeFocused()

      const row = page
        .getByRole('region', { name: 'Policy File Management' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Church Constitution' }) })
      const chooser = page.waitForEvent('filechooser')
      await press(row.getByRole('button', { name: /^Upload PDF/ }), 'Enter')
      const pdf = Buffer.from(
        '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
      )
      await (await chooser).setFiles({ name: 'constitution.pdf', mimeType: 'application/pdf', buffer: pdf })
      await expect(page.getByTestId('toast').filter({ hasText: 'Upload Successful' })).toBeVisible()
      await expect(row.getByRole('button', { name: /^Replace PDF/ })).toBeFocused()
    } finally {
      await db`update christmas_settings set is_visible = ${grotto?.is_visible ?? false}, grotto_url = ${grotto?.grotto_url ?? ''} where id`
      await db`delete from policy_files where policy_type = 'constitution'`
    }
  })

  test('Refresh keeps focus while the messages reload, and says it is busy', async ({ page }) => {
    await signInAsAdmin(page)
    const refresh = page.getByRole('region', { name: 'Messages', exact: true }).getByRole('button', { name: /^Refresh/ })
    await expect(refresh).toHaveText('Refresh')
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(
      (url) => url.pathname === '/api/admin/messages',
      async (route) => {
        await held
        await route.continue()
      },
    )
    await press(refresh, 'Enter')
    await expect(refresh).toHaveText('Refreshing...')
    await expect(refresh).toHaveAttribute('aria-disabled', 'true')
    await expect(refresh).toBeFocused()
    release()
    await expect(refresh).toHaveText('Refresh')
    await expect(refresh).not.toHaveAttribute('aria-disabled')
    await expect(refresh).toBeFocused()
  })
})

/** The colour a system colour keyword computes to on this page (kept as is in forced colours). */
function systemColour(page: Page, keyword: string): Promise<string> {
  return page.evaluate((name) => {
    const probe = document.createElement('div')
    probe.style.backgroundColor = name
    document.body.append(probe)
    const colour = getComputedStyle(probe).backgroundColor
    probe.remove()
    return colour
  }, keyword)
}

function styleOf(locator: Locator) {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element)
    return { background: style.backgroundColor, borderWidth: style.borderTopWidth, borderColour: style.borderTopColor, borderStyle: style.borderTopStyle }
  })
}

const TRANSPARENT = 'rgba(0, 0, 0, 0)'

/** Relative luminance contrast of two computed rgb() colours. */
function contrast(foreground: string, background: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0)
  }
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a)
  return (light! + 0.05) / (dark! + 0.05)
}

test('in forced colours the grotto switch, the pressed Messages/Spam toggle and an open dialog stay visible', async ({ page, db }, testInfo) => {
  const [grotto] = await db<{ is_visible: boolean; grotto_url: string }[]>`select is_visible, grotto_url from christmas_settings where id`
  await db`update christmas_settings set is_visible = false where id`
  try {
    await page.emulateMedia({ forcedColors: 'active' })
    await signInAsAdmin(page)
    const highlight = await systemColour(page, 'Highlight')

    const toggle = page.getByRole('switch', { name: 'Show the Christmas Grotto Booking link' })
    const knob = toggle.locator('span')
    const track = await styleOf(toggle)
    expect(track.borderWidth).not.toBe('0px')
    expect(track.borderStyle).toBe('solid')
    expect(track.borderColour).not.toBe(TRANSPARENT)
    expect((await styleOf(knob)).background).not.toBe(TRANSPARENT)
    expect((await styleOf(knob)).background).not.toBe(track.background)
    await toggle.screenshot({ path: testInfo.outputPath('forced-colours-switch-off.png') })
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-checked', 'true')
    await expect.poll(async () => (await styleOf(toggle)).background).toBe(highlight)
    expect((await styleOf(knob)).background).not.toBe(highlight)
    await toggle.screenshot({ path: testInfo.outputPath('forced-colours-switch-on.png') })

    const inbox = page.getByRole('region', { name: 'Messages', exact: true })
    const pressed = inbox.getByRole('button', { name: 'Messages', pressed: true })
    const notPressed = inbox.getByRole('button', { name: 'Set aside', pressed: false })
    expect((await styleOf(pressed)).background).toBe(highlight)
    // HighlightText words on Highlight, without the Canvas backplate forced colours put behind text.
    const pressedWords = await pressed.evaluate((element) => ({ colour: getComputedStyle(element).color, adjust: getComputedStyle(element).forcedColorAdjust }))
    expect(pressedWords).toEqual({ colour: await systemColour(page, 'HighlightText'), adjust: 'none' })
    expect((await styleOf(notPressed)).background).not.toBe(highlight)
    await pressed.locator('..').screenshot({ path: testInfo.outputPath('forced-colours-toggle.png') })

    await page.getByRole('button', { name: 'Add Event' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create New Event' })
    const edge = await styleOf(dialog)
    expect(edge.borderWidth).not.toBe('0px')
    expect(edge.borderStyle).toBe('solid')
    expect(edge.borderColour).not.toBe(TRANSPARENT)
    await page.screenshot({ path: testInfo.outputPath('forced-colours-dialog.png') })
  } finally {
    await db`update christmas_settings set is_visible = ${grotto?.is_visible ?? false}, grotto_url = ${grotto?.grotto_url ?? ''} where id`
  }
})

test('a disabled button reads at 4.5:1 or more and is not faded', async ({ page }) => {
  await signInAsAdmin(page)
  const saveUrl = page.getByRole('region', { name: 'Christmas Grotto Settings' }).getByRole('button', { name: 'Save URL' })
  await expect(saveUrl).toBeDisabled()
  const look = await saveUrl.evaluate((element) => {
    const style = getComputedStyle(element)
    return { opacity: style.opacity, colour: style.color, background: style.backgroundColor, cursor: style.cursor }
  })
  expect(look.opacity).toBe('1')
  expect(look.cursor).toBe('not-allowed')
  expect(contrast(look.colour, look.background)).toBeGreaterThanOrEqual(4.5)
})

test('the dashboard loads with no console error when policy types have no file', async ({ page, db }) => {
  await db`delete from policy_files where policy_type = 'constitution'`
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await signInAsAdmin(page)
  const policies = page.getByRole('region', { name: 'Policy File Management' })
  await expect(policies.getByText('Loading...')).toHaveCount(0)
  await expect(policies.getByRole('listitem').filter({ hasText: 'Church Constitution' })).toContainText('No file uploaded')
  await page.waitForLoadState('networkidle')
  expect(errors).toEqual([])
})
