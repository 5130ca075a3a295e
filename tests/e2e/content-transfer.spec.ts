import { readFile } from 'node:fs/promises'
import type { Browser, Page } from '@playwright/test'
import type { ContentExport } from '../../app/lib/content/admin-api.ts'
import { signInAsAdmin } from './admin-helpers'
import { expect, test } from './fixtures'

/** The export, downloaded through the Site content panel's link, as its text. */
async function downloadExport(page: Page): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download all content' }).click()])
  expect(download.suggestedFilename()).toMatch(/^church-site-content-\d{4}-\d{2}-\d{2}\.json$/)
  return readFile(await download.path(), 'utf8')
}

/** Chooses a file and imports it through the panel's confirm dialog. */
async function importThrough(page: Page, name: string, text: string) {
  await page.getByLabel('File to import (.json)').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) })
  await page.getByRole('button', { name: 'Import', exact: true }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Import this file?' })
  await expect(dialog).toContainText(`Each document in ${name} becomes a new published version`)
  await expect(dialog).toContainText('Drafts, and the documents the file leaves out, are kept as they are.')
  await dialog.getByRole('button', { name: 'Import', exact: true }).click()
  await expect(dialog).toBeHidden()
}

function importStatus(page: Page) {
  return page.getByRole('status').filter({ hasText: /^(Imported|Nothing to import)/ })
}

/** What an anonymous visitor's home page says in its footer, once every instance has the change. */
async function expectFooterSays(browser: Browser, words: string) {
  const context = await browser.newContext()
  const visitor = await context.newPage()
  await expect(async () => {
    await visitor.goto('/')
    await expect(visitor.locator('footer')).toContainText(words, { timeout: 500 })
  }).toPass({ timeout: 10_000 })
  await context.close()
}

test.describe('export and import in the dashboard', () => {
  test('the export is downloaded, changed, imported and seen on the home page, then the original is imported again', async ({ page, browser }) => {
    const admin = await signInAsAdmin(page)
    const original = await downloadExport(page)
    const file = JSON.parse(original) as ContentExport
    expect(Object.keys(file.documents)).toContain('footer')
    const previousYear = (file.documents.footer as { copyrightYear: number | null }).copyrightYear
    const changed = { ...file, documents: { ...file.documents, footer: { copyrightYear: previousYear === 2030 ? 2031 : 2030 } } }
    const shownYear = previousYear === 2030 ? 2031 : 2030

    const trigger = page.getByRole('button', { name: 'Import', exact: true })
    await expect(trigger).toBeDisabled()
    await page.getByLabel('File to import (.json)').setInputFiles({ name: 'changed.json', mimeType: 'application/json', buffer: Buffer.from('{}') })
    await trigger.click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click()
    await expect(trigger).toBeFocused()

    await importThrough(page, 'changed.json', JSON.stringify(changed))
    await expect(importStatus(page)).toHaveText('Imported 1 document: Footer.')
    await expect(importStatus(page)).toBeFocused()
    await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Footer' }) })).toContainText(`by ${admin.email}`)
    await expectFooterSays(browser, `© ${shownYear}`)

    await importThrough(page, 'original.json', original)
    await expect(importStatus(page)).toHaveText('Imported 1 document: Footer.')
    await importThrough(page, 'original.json', original)
    await expect(importStatus(page)).toHaveText('Nothing to import: the file matches the site.')
    await expect(importStatus(page)).toBeFocused()
    await expectFooterSays(browser, `© ${previousYear ?? new Date().getFullYear()}`)
  })

  test('a file with a date that does not exist is refused naming the field, and nothing changes', async ({ page, db }) => {
    await signInAsAdmin(page)
    const file = JSON.parse(await downloadExport(page)) as ContentExport
    const community = file.documents.community as { grotto: Record<string, unknown> }
    const broken = { ...file, documents: { ...file.documents, community: { ...community, grotto: { ...community.grotto, nextDate: '2026-02-30' } } } }
    const versionsBefore = await db`select key, version from content_versions order by key, version`

    await importThrough(page, 'broken.json', JSON.stringify(broken))
    const problems = page.getByRole('alert').filter({ hasText: 'The file was not imported: nothing has changed' })
    await expect(problems).toBeFocused()
    await expect(problems.getByRole('listitem')).toHaveText([/^Community programmes: Next grotto date: /])
    expect(await db`select key, version from content_versions order by key, version`).toEqual(versionsBefore)

    await importThrough(page, 'not-json.json', 'church')
    await expect(problems.getByRole('listitem')).toHaveText(['The file is not JSON: choose an export downloaded from a church site (a .json file).'])
  })
})
