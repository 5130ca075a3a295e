import { randomBytes } from 'node:crypto'
import type { Locator, Page } from '@playwright/test'
import { dayWords } from '../../app/components/admin/series/series-dates-words.ts'
import { addDays, londonToday } from '../../app/lib/calendar/london-time.ts'
import { weekdayOf, type Weekday } from '../../app/lib/calendar/recurrence.ts'
import { signInAsAdmin } from './admin-helpers'
import { axeViolations } from './axe'
import { expect, siteOrigin, test } from './fixtures'
import { textAt200Percent } from './text-size'

const unique = (label: string) => `${label} ${randomBytes(4).toString('hex')}`

/** The first `weekday` at least a week from today, so every date the test reads is still to come. */
function nextWeekday(weekday: Weekday): string {
  let date = addDays(londonToday(), 7)
  while (weekdayOf(date) !== weekday) date = addDays(date, 1)
  return date
}

const panelOf = (page: Page) => page.getByRole('region', { name: 'Regular activities' })
const cardOf = (page: Page, title: string) =>
  panelOf(page)
    .getByTestId('admin-series')
    .filter({ has: page.getByRole('heading', { name: title }) })
const dateRow = (card: Locator, date: string) => card.getByTestId('series-date').filter({ hasText: dayWords(date) })

/** The panel and any dialog it opened; the whole dashboard's audit is a11y.spec.ts's. */
const panelViolations = (page: Page) => axeViolations(page, 'section[aria-labelledby="regular-activities"]', '[role="dialog"]')

/** A weekly Tuesday evening series of the test's own, made through the API as the signed-in page. */
async function createSeries(page: Page, title: string, startDate: string) {
  const response = await page.request.post('/api/admin/series', {
    headers: { Origin: siteOrigin() },
    data: { title, place: 'hall', startTime: '17:00', endTime: '20:00', startDate, repeat: 'weekly', weekdays: ['TU'], ends: 'never' },
  })
  expect(response.status()).toBe(201)
}

async function openNewSeriesForm(page: Page) {
  await panelOf(page).getByRole('button', { name: 'Add a regular activity' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add a regular activity' })
  await expect(dialog).toBeVisible()
  return dialog
}

async function fillWeeklyEvening(dialog: Locator, title: string, firstDate: string) {
  await dialog.getByLabel('Title').fill(title)
  await dialog.getByLabel('Start time').fill('17:00')
  await dialog.getByLabel('End time').fill('20:00')
  await dialog.getByLabel('First date').fill(firstDate)
  await dialog.getByRole('group', { name: 'Days' }).getByLabel('Tuesday').check()
}

test.describe('the regular activities panel', () => {
  test.describe.configure({ timeout: 90_000 })

  test.afterEach(async ({ db }) => {
    await db`delete from event_series where title like 'Series editor test %' or title like 'Warm Space test %'`
  })

  test('adds a weekly activity with a preview of its dates, then cancels one date, moves another and adds a break', async ({ page }) => {
    const title = unique('Warm Space test')
    const first = nextWeekday('TU')
    const [second, third, fourth] = [7, 14, 21].map((days) => addDays(first, days)) as [string, string, string]
    await signInAsAdmin(page)
    const addButton = panelOf(page).getByRole('button', { name: 'Add a regular activity' })
    const dialog = await openNewSeriesForm(page)
    const preview = dialog.getByRole('region', { name: 'The next 12 dates' })
    await expect(preview).toContainText('Title is required')

    await fillWeeklyEvening(dialog, title, first)
    const previewDates = preview.getByRole('listitem')
    await expect(previewDates).toHaveCount(12)
    await expect(previewDates.first()).toHaveText(`${dayWords(first)}, 5–8pm`)
    await expect(previewDates.nth(11)).toHaveText(`${dayWords(addDays(first, 77))}, 5–8pm`)
    await page.screenshot({ path: '/tmp/series-form-1280.png' })
    await preview.scrollIntoViewIfNeeded()
    await page.screenshot({ path: '/tmp/series-preview-1280.png' })
    await dialog.getByRole('button', { name: 'Add activity' }).click()
    await expect(page.getByTestId('toast').filter({ hasText: 'Activity Added' })).toContainText(`“${title}”: Every Tuesday, 5–8pm`)
    await expect(dialog).toHaveCount(0)
    await expect(addButton).toBeFocused()

    const card = cardOf(page, title)
    await expect(card).toContainText('Repeats: Every Tuesday, 5–8pm')
    await expect(card).toContainText('Where: The church hall')
    await expect(card).toContainText(`Next date: ${dayWords(first)}, 5–8pm`)
    await card.getByRole('button', { name: /^Dates/ }).click()
    await expect(card.getByTestId('series-date')).toHaveCount(12)

    await dateRow(card, first)
      .getByRole('button', { name: /^Cancel this date/ })
      .click()
    const cancel = page.getByRole('dialog', { name: `Cancel ${dayWords(first)}` })
    await cancel.getByLabel('Reason (shown on the website)').fill('Christmas')
    await cancel.getByRole('button', { name: 'Cancel this date' }).click()
    await expect(cancel).toHaveCount(0)
    await expect(dateRow(card, first)).toContainText('Cancelled: Christmas')
    await expect(dateRow(card, first).getByRole('button', { name: /^Put back/ })).toBeFocused()

    await dateRow(card, second)
      .getByRole('button', { name: /^Move or change/ })
      .click()
    const change = page.getByRole('dialog', { name: `Move or change ${dayWords(second)}` })
    await change.getByLabel('New date').fill(addDays(second, 1))
    await change.getByLabel('New start time').fill('18:00')
    await change.getByLabel('New end time').fill('21:00')
    await change.getByRole('button', { name: 'Save this date' }).click()
    await expect(change).toHaveCount(0)
    const moved = card.getByTestId('series-date').filter({ hasText: `Moved from ${dayWords(second)}` })
    await expect(moved).toContainText(`${dayWords(addDays(second, 1))}, 6–9pm`)
    expect(weekdayOf(addDays(second, 1))).toBe('WE')
    await expect(moved.getByRole('button', { name: /^Put back/ })).toBeFocused()

    await card.getByRole('button', { name: /^Add a break/ }).click()
    const addBreak = page.getByRole('dialog', { name: 'Add a break' })
    await addBreak.getByLabel('From').fill(third)
    await addBreak.getByLabel('To').fill(addDays(fourth, 1))
    await addBreak.getByLabel('Reason (shown on the website)').fill('August break')
    await addBreak.getByRole('button', { name: 'Add break' }).click()
    await expect(addBreak).toHaveCount(0)
    await expect(card.getByTestId('series-break')).toHaveText(new RegExp(`^August break: ${dayWords(third)} to ${dayWords(addDays(fourth, 1))}`))
    await expect(dateRow(card, third)).toContainText('On a break: August break')
    await expect(dateRow(card, fourth)).toContainText('On a break: August break')

    await dateRow(card, first)
      .getByRole('button', { name: /^Put back/ })
      .click()
    await expect(dateRow(card, first).getByRole('button', { name: /^Cancel this date/ })).toBeFocused()
    await expect(dateRow(card, first)).not.toContainText('Cancelled')
    await card.screenshot({ path: '/tmp/series-card-1280.png' })
    await page.emulateMedia({ forcedColors: 'active' })
    await card.screenshot({ path: '/tmp/series-card-forced-colours.png' })
  })

  test('a refused form shows each message at its field and moves focus to the first', async ({ page }) => {
    await signInAsAdmin(page)
    const dialog = await openNewSeriesForm(page)
    await dialog.getByLabel('Title').fill(unique('Series editor test refused'))
    await dialog.getByLabel('Start time').fill('17:00')
    await dialog.getByLabel('End time').fill('16:00')
    await dialog.getByRole('button', { name: 'Add activity' }).click()

    const endTime = dialog.getByLabel('End time')
    await expect(endTime).toBeFocused()
    await expect(endTime).toHaveAttribute('aria-invalid', 'true')
    await expect(endTime).toHaveAccessibleDescription('End time must be after the start time')
    const monday = dialog.getByRole('group', { name: 'Days' }).getByLabel('Monday')
    await expect(monday).toHaveAccessibleDescription('Days: choose at least one day of the week')

    await endTime.fill('20:00')
    await dialog.getByRole('button', { name: 'Add activity' }).click()
    await expect(monday).toBeFocused()
    await expect(endTime).not.toHaveAttribute('aria-invalid')
    await expect(dialog.getByRole('group', { name: 'Days' })).toContainText('Days: choose at least one day of the week')
  })

  test('an edit from a date on ends the series at its last date before then and starts a new one; a date the server refuses is shown at its field', async ({
    page,
  }) => {
    const title = unique('Series editor test from a date')
    const first = nextWeekday('TU')
    const changeFrom = addDays(first, 14)
    await signInAsAdmin(page)
    await createSeries(page, title, first)
    await page.reload()
    await cardOf(page, title).getByRole('button', { name: /^Edit/ }).click()
    const dialog = page.getByRole('dialog', { name: `Edit “${title}”` })
    await dialog.getByLabel('From a date on').check()
    await expect(dialog.getByLabel('First date')).toHaveCount(0)

    const from = dialog.getByLabel('From', { exact: true })
    await from.fill(first)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(from).toBeFocused()
    await expect(from).toHaveAttribute('aria-invalid', 'true')
    await expect(from).toHaveAccessibleDescription(new RegExp(`First date: to change the series from ${first}, change the series itself`))

    await from.fill(changeFrom)
    await dialog.getByLabel('Start time').fill('18:00')
    await dialog.getByLabel('End time').fill('21:00')
    await expect(dialog.getByRole('region', { name: 'The next 12 dates' }).getByRole('listitem').first()).toHaveText(`${dayWords(changeFrom)}, 6–9pm`)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByTestId('toast').filter({ hasText: 'Activity Changed From a Date' })).toContainText(`From ${dayWords(changeFrom)} on`)
    await expect(dialog).toHaveCount(0)

    const cards = cardOf(page, title)
    await expect(cards).toHaveCount(2)
    await expect(cards.filter({ hasText: 'Every Tuesday, 5–8pm' })).toContainText(`Ends: Until ${dayWords(addDays(changeFrom, -7))}`)
    await expect(cards.filter({ hasText: 'Every Tuesday, 6–9pm' })).toContainText(`Next date: ${dayWords(changeFrom)}, 6–9pm`)
  })

  test('deleting a series asks first, then hands focus to the panel heading', async ({ page }) => {
    const title = unique('Series editor test delete')
    await signInAsAdmin(page)
    await createSeries(page, title, nextWeekday('TU'))
    await page.reload()
    await cardOf(page, title)
      .getByRole('button', { name: /^Delete/ })
      .click()
    await page.getByRole('alertdialog', { name: 'Delete this regular activity?' }).getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByTestId('toast').filter({ hasText: 'Activity Deleted' })).toContainText(`“${title}” has been removed`)
    await expect(cardOf(page, title)).toHaveCount(0)
    await expect(panelOf(page).getByRole('heading', { name: 'Regular activities', level: 2 })).toBeFocused()
  })

  test('has no axe violations with the form open and with the dates open', async ({ page }) => {
    const title = unique('Series editor test axe')
    await signInAsAdmin(page)
    await createSeries(page, title, nextWeekday('TU'))
    await page.reload()
    await expect(page.getByText('Loading', { exact: false })).toHaveCount(0)

    const dialog = await openNewSeriesForm(page)
    await fillWeeklyEvening(dialog, unique('Series editor test unsaved'), nextWeekday('TU'))
    await expect(dialog.getByRole('region', { name: 'The next 12 dates' }).getByRole('listitem')).toHaveCount(12)
    expect(await panelViolations(page)).toEqual([])
    await page.keyboard.press('Escape')

    const card = cardOf(page, title)
    await card.getByRole('button', { name: /^Edit/ }).click()
    await page
      .getByRole('dialog', { name: `Edit “${title}”` })
      .getByLabel('From a date on')
      .check()
    expect(await panelViolations(page)).toEqual([])
    await page.keyboard.press('Escape')

    await card.getByRole('button', { name: /^Dates/ }).click()
    await expect(card.getByTestId('series-date')).toHaveCount(12)
    expect(await panelViolations(page)).toEqual([])
  })

  test('at 200 % text on a 375 × 812 phone, neither the panel nor the form scrolls sideways', async ({ page }) => {
    const title = unique('Series editor test phone')
    await page.setViewportSize({ width: 375, height: 812 })
    await signInAsAdmin(page)
    await createSeries(page, title, nextWeekday('TU'))
    await page.reload()
    await textAt200Percent(page)
    const card = cardOf(page, title)
    await card.getByRole('button', { name: /^Dates/ }).click()
    await expect(card.getByTestId('series-date')).toHaveCount(12)

    const panel = panelOf(page)
    const box = (await panel.boundingBox())!
    expect(box.x + box.width, 'the panel fits a 375 px phone at 200 % text').toBeLessThanOrEqual(375)
    expect(await panel.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
    await card.getByTestId('series-date').first().scrollIntoViewIfNeeded()
    await page.screenshot({ path: '/tmp/series-dates-375-200.png' })

    const dialog = await openNewSeriesForm(page)
    await fillWeeklyEvening(dialog, unique('Series editor test phone form'), nextWeekday('TU'))
    await expect(dialog.getByRole('region', { name: 'The next 12 dates' }).getByRole('listitem')).toHaveCount(12)
    expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
    const dialogBox = (await dialog.boundingBox())!
    expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(375)
    await page.screenshot({ path: '/tmp/series-form-375-200.png' })
    await dialog.getByRole('region', { name: 'The next 12 dates' }).scrollIntoViewIfNeeded()
    await page.screenshot({ path: '/tmp/series-preview-375-200.png' })
  })
})
