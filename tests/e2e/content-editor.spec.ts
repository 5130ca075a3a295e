import type { Browser, Page } from '@playwright/test'
import { signInAsAdmin } from './admin-helpers'
import { confirmAction, editorStatus } from './content-helpers'
import { expect, test } from './fixtures'

/** From the dashboard's Site content panel to a document's editor. */
async function openEditor(page: Page, title: string) {
  await page.getByRole('link', { name: `Edit ${title}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /Published version|Draft saved/ })).toBeVisible()
}

async function signedInEditor(browser: Browser, title: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await signInAsAdmin(page)
  await openEditor(page, title)
  return page
}

/** "11:15" as the timetables of /sundays and /contact show it: "11:15 AM". */
function shown(time: string) {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const hour = hours % 12 || 12
  return { sundays: `${hour}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}` }
}

test.describe('the content editor', () => {
  test('the time the church opens is changed, previewed, published, seen on /sundays and /contact, then restored from History', async ({ page, browser }) => {
    test.slow() // the whole journey of one change, in two browsers: about 30 s on a quiet machine
    await signInAsAdmin(page)
    await expect(page.getByRole('heading', { level: 2, name: 'Site content' })).toBeVisible()
    await openEditor(page, 'Sundays and weekly times')

    const churchOpens = page.getByLabel('Church opens')
    const oldTime = await churchOpens.inputValue()
    const newTime = oldTime === '11:15' ? '11:45' : '11:15'
    await churchOpens.fill(newTime)
    await expect(editorStatus(page)).toContainText('Unsaved changes')
    await expect(page.getByText('Preview and Publish need a saved draft')).toBeVisible()

    await page.getByRole('button', { name: 'Save draft' }).click()
    await expect(editorStatus(page)).toContainText('Draft saved at')
    await expect(editorStatus(page)).toBeFocused()

    const [preview] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: /^Preview/ }).click()])
    await preview.waitForLoadState()
    expect(new URL(preview.url()).pathname).toBe('/sundays')
    await expect(preview.locator('main')).toContainText(shown(newTime).sundays)
    const banner = preview.getByRole('region', { name: 'Preview of your drafts' })
    await expect(banner).toContainText('Preview: this page shows your unpublished drafts. Only you can see it.')
    await expect(banner.getByRole('link', { name: 'Back to the editor' })).toHaveAttribute('href', '/admin/content/times')
    await preview.goto('/sundays?preview')
    await expect(banner.getByRole('link', { name: 'Back to the editor' })).toHaveAttribute('href', '/admin/dashboard')
    await preview.close()

    const visitorContext = await browser.newContext()
    const visitor = await visitorContext.newPage()
    await visitor.goto('/sundays?preview')
    await expect(visitor.locator('main')).toContainText(shown(oldTime).sundays)
    await expect(visitor.locator('main')).not.toContainText(shown(newTime).sundays)
    await expect(visitor.getByText('Preview: this page shows your unpublished drafts')).toHaveCount(0)

    await confirmAction(page, 'Publish', 'Publish')
    await expect(editorStatus(page)).toContainText(/Published version (\d+)/)
    await expect(editorStatus(page)).toBeFocused()
    const published = Number((await editorStatus(page).textContent())?.match(/Published version (\d+)/)?.[1])

    await expect(async () => {
      await visitor.goto('/sundays')
      await expect(visitor.locator('main')).toContainText(shown(newTime).sundays, { timeout: 500 })
    }).toPass({ timeout: 10_000 })
    await visitor.goto('/contact')
    await expect(visitor.locator('main')).toContainText(shown(newTime).sundays)

    const history = page.getByRole('region', { name: 'History' })
    const latest = history.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Version ${published}` }) })
    await latest.locator('summary', { hasText: 'What changed' }).click()
    const row = latest.getByRole('row', { name: /Church opens/ })
    await expect(row).toContainText(oldTime)
    await expect(row).toContainText(newTime)
    // The heading a narrow screen shows above each cell is for the eye: its alternative text is empty.
    const cellHeadings = await row.getByRole('cell').evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content))
    expect(cellHeadings).toEqual(['"Before" / ""', '"After" / ""'])
    await expect(history.getByRole('heading', { name: `Version ${published} On the site`, exact: true })).toHaveCount(1)

    await confirmAction(page, `Restore this version (version ${published - 1})`, 'Restore')
    await expect(editorStatus(page)).toContainText(`Version ${published - 1} restored as version ${published + 1}`)
    await expect(churchOpens).toHaveValue(oldTime)
    await expect(async () => {
      await visitor.goto('/sundays')
      await expect(visitor.locator('main')).toContainText(shown(oldTime).sundays, { timeout: 500 })
    }).toPass({ timeout: 10_000 })
    await visitor.goto('/contact')
    await expect(visitor.locator('main')).toContainText(shown(oldTime).sundays)
    await history.getByRole('heading', { name: `Version ${published + 1}` }).scrollIntoViewIfNeeded()
    await expect(history).toContainText(`Restored from version ${published - 1}`)
    await visitorContext.close()

    await churchOpens.fill(newTime)
    await page.getByRole('button', { name: 'Save draft' }).click()
    await expect(editorStatus(page)).toContainText('Draft saved at')
    await confirmAction(page, `Restore this version (version ${published})`, 'Restore')
    const refusal = page.getByRole('alert').filter({ hasText: 'Publish or discard the draft first' })
    await expect(refusal).toBeFocused()
    await expect(churchOpens).toHaveValue(newTime)
    await confirmAction(page, 'Discard draft', 'Discard draft')
    await expect(editorStatus(page)).toContainText('Draft discarded')
    await expect(churchOpens).toHaveValue(oldTime)
  })

  test('two editors: the second save is refused with the server’s message and the first one’s changes, and nothing is lost', async ({ browser }) => {
    const first = await signedInEditor(browser, 'The church')
    const second = await signedInEditor(browser, 'The church')
    const original = await second.getByLabel('Tagline').inputValue()

    await first.getByLabel('Tagline').fill('A tagline from the first editor')
    await first.getByRole('button', { name: 'Save draft' }).click()
    await expect(editorStatus(first)).toContainText('Draft saved at')

    await second.getByLabel('Tagline').fill('A tagline from the second editor')
    await second.getByRole('button', { name: 'Save draft' }).click()
    const conflict = second.getByRole('region', { name: 'Someone else changed this document' })
    await expect(conflict).toBeVisible()
    await expect(conflict.getByRole('heading', { name: 'Someone else changed this document' })).toBeFocused()
    await expect(conflict).toContainText('after you opened it')
    const row = conflict.getByRole('row', { name: /Tagline/ })
    await expect(row.getByRole('cell').nth(0)).toHaveText('A tagline from the second editor')
    await expect(row.getByRole('cell').nth(1)).toHaveText('A tagline from the first editor')

    await second.getByRole('button', { name: 'Keep editing mine' }).click()
    await expect(conflict).toBeHidden()
    await expect(editorStatus(second)).toContainText('Unsaved changes')
    await expect(second.getByLabel('Tagline')).toHaveValue('A tagline from the second editor')
    await second.getByRole('button', { name: 'Save draft' }).click()
    await expect(editorStatus(second)).toContainText('Draft saved at')

    await first.getByLabel('Tagline').fill('The first editor again')
    await first.getByRole('button', { name: 'Save draft' }).click()
    await expect(first.getByRole('region', { name: 'Someone else changed this document' })).toBeVisible()
    await first.getByRole('button', { name: 'Use their version and lose mine' }).click()
    await expect(first.getByLabel('Tagline')).toHaveValue('A tagline from the second editor')
    await expect(editorStatus(first)).toContainText('Draft saved at')

    await confirmAction(first, 'Discard draft', 'Discard draft')
    await expect(first.getByLabel('Tagline')).toHaveValue(original)
    await first.context().close()
    await second.context().close()
  })

  test('a field error names the field, in the summary and by the field, and the summary links to it', async ({ page }) => {
    await signInAsAdmin(page)
    await openEditor(page, 'The church')
    const name = page.getByLabel('Church name')
    await name.fill('')
    await page.getByRole('button', { name: 'Save draft' }).click()

    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
    await expect(summary).toBeFocused()
    const link = summary.getByRole('link', { name: 'Church name: this cannot be empty' })
    await expect(link).toBeVisible()
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveAccessibleDescription(/Church name: this cannot be empty/)
    await link.click()
    await expect(name).toBeFocused()
    await expect(editorStatus(page)).toContainText('Unsaved changes')

    await name.fill('The Church at Cray')
    await expect(summary).toBeHidden()

    page.once('dialog', (dialog) => {
      expect(dialog.message()).toContain('not saved')
      void dialog.dismiss()
    })
    await page.getByRole('link', { name: 'Back to the dashboard' }).click()
    await expect(page).toHaveURL(/\/admin\/content\/church$/)
  })

  test('the error summary names the list item of a field, and Preview without a draft is a button that says why it does nothing', async ({ page, db }) => {
    await db`update content_documents set draft = null, draft_saved_at = null, draft_saved_by = null where key = 'church'`
    await signInAsAdmin(page)
    await openEditor(page, 'The church')
    const preview = page.getByRole('button', { name: 'Preview', exact: true })
    await expect(preview).toHaveAttribute('aria-disabled', 'true')
    await expect(preview).toHaveAccessibleDescription(/draft/i)

    await page.getByLabel('Bus 2', { exact: true }).fill('')
    await page.getByRole('button', { name: 'Save draft' }).click()
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
    await summary.getByRole('link', { name: 'Buses that stop nearby, bus 2: this cannot be empty' }).click()
    await expect(page.getByLabel('Bus 2', { exact: true })).toBeFocused()
  })

  test('a list is reordered, added to and shortened from the keyboard, focus following the item', async ({ page }) => {
    await signInAsAdmin(page)
    await openEditor(page, 'The church')
    const buses = page.getByRole('group', { name: 'Buses that stop nearby' })
    const count = await buses.getByRole('listitem').count()
    expect(count).toBeGreaterThan(1)
    const [first, second] = [await page.getByLabel('Bus 1', { exact: true }).inputValue(), await page.getByLabel('Bus 2', { exact: true }).inputValue()]

    await page.getByRole('button', { name: 'Move bus 2 up' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByLabel('Bus 1', { exact: true })).toHaveValue(second)
    await expect(page.getByLabel('Bus 2', { exact: true })).toHaveValue(first)
    await expect(page.getByRole('button', { name: 'Move bus 1 down' })).toBeFocused()

    await page.getByRole('button', { name: 'Add bus' }).focus()
    await page.keyboard.press('Enter')
    const added = page.getByLabel(`Bus ${count + 1}`, { exact: true })
    await expect(added).toBeFocused()
    await page.keyboard.type('R1')

    await page.getByRole('button', { name: `Remove bus ${count + 1}` }).focus()
    await page.keyboard.press('Enter')
    await expect(added).toHaveCount(0)
    await expect(page.getByRole('button', { name: `Remove bus ${count}` })).toBeFocused()
    await expect(editorStatus(page)).toContainText('Unsaved changes')
  })

  test('a person is moved up and another added: History shows the move as one change, and restoring undoes both', async ({ page }) => {
    await signInAsAdmin(page)
    await openEditor(page, 'People')
    const team = page.getByRole('group', { name: 'Leadership team', exact: true })
    const person = (place: number) => team.getByRole('group', { name: `Person ${place}`, exact: true })
    const count = await team.getByRole('listitem').count()
    const [first, second] = [await person(1).getByLabel('Name').inputValue(), await person(2).getByLabel('Name').inputValue()]

    await team.getByRole('button', { name: 'Move person 2 up' }).click()
    await expect(person(1).getByLabel('Name')).toHaveValue(second)
    await team.getByRole('button', { name: 'Add person' }).click()
    await expect(person(count + 1).getByLabel('Name')).toBeFocused()
    await page.keyboard.type('Grace Adeyemi')
    await person(count + 1)
      .getByLabel('Role')
      .fill('Elder')
    await page.getByRole('button', { name: 'Save draft' }).click()
    await expect(editorStatus(page)).toContainText('Draft saved at')
    await confirmAction(page, 'Publish', 'Publish')
    await expect(editorStatus(page)).toContainText(/Published version (\d+)/)
    const published = Number((await editorStatus(page).textContent())?.match(/Published version (\d+)/)?.[1])

    const history = page.getByRole('region', { name: 'History' })
    const latest = history.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Version ${published}` }) })
    await latest.locator('summary', { hasText: 'What changed' }).click()
    const moved = latest.getByRole('row', { name: /Moved/ })
    await expect(moved).toHaveCount(1)
    await expect(moved).toContainText(`Leadership team › ${second}`)
    await expect(moved).toContainText('Person 2')
    await expect(moved).toContainText('Person 1')
    await expect(latest.getByRole('row', { name: new RegExp(first) })).toHaveCount(0)
    await expect(latest.getByRole('row', { name: /Added/ }).filter({ hasText: 'Grace Adeyemi' })).toHaveCount(1)

    await confirmAction(page, `Restore this version (version ${published - 1})`, 'Restore')
    await expect(editorStatus(page)).toContainText(`Version ${published - 1} restored as version ${published + 1}`)
    await expect(person(1).getByLabel('Name')).toHaveValue(first)
    await expect(team.getByRole('listitem')).toHaveCount(count)
  })
})
