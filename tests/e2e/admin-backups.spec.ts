import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { backupName } from '../../server/backup/backup-name.ts'
import { signInAsAdmin } from './admin-helpers'
import { currentSite, expect, test } from './fixtures'

test.describe('downloading a backup from the dashboard', () => {
  test('asks for the password when the sign-in is more than five minutes old, then saves the encrypted backup', async ({ page, db }) => {
    // An encrypted backup where the server keeps them, and its run: the download hands over its bytes as they are.
    const name = backupName(new Date(), true)
    const folder = path.join(currentSite().dataDir, 'backups')
    const bytes = randomBytes(4096)
    await mkdir(folder, { recursive: true })
    await writeFile(path.join(folder, name), bytes)
    await db`insert into backup_runs (status, finished_at, file_name, bytes) values ('succeeded', now(), ${name}, ${bytes.length})`
    try {
      const admin = await signInAsAdmin(page, { authenticatedAt: new Date(Date.now() - 6 * 60 * 1000) })
      const backups = page.getByRole('region', { name: 'Backups' })
      await expect(backups.getByTestId('backup-status')).toContainText(name)
      await backups.getByRole('button', { name: 'Download the latest backup' }).click()
      const dialog = page.getByRole('dialog', { name: 'Download the latest backup?' })
      const password = dialog.getByLabel('Your password')
      await expect(password).toBeVisible()
      await expect(dialog).toContainText('You signed in more than five minutes ago, so please confirm it is you.')
      await page.screenshot({ path: '/tmp/backup-download-password.png' })

      await password.fill('not my password at all')
      await dialog.getByRole('button', { name: 'Download' }).click()
      await expect(dialog.getByText('Your current password is not right.')).toBeVisible()
      await expect(password).toBeFocused()

      await password.fill(admin.password)
      const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()])
      expect(download.suggestedFilename()).toBe(name)
      expect((await readFile((await download.path())!)).equals(bytes)).toBe(true)
      await expect(dialog).toBeHidden()
    } finally {
      await rm(path.join(folder, name), { force: true })
      await db`delete from backup_runs where file_name = ${name}`
    }
  })

  test('says plainly that backups are not encrypted, and offers none to download, without BACKUP_RECIPIENT', async ({ page, db }) => {
    const name = backupName(new Date(), false)
    await db`insert into backup_runs (status, finished_at, file_name, bytes) values ('succeeded', now(), ${name}, 100)`
    try {
      await signInAsAdmin(page)
      const backups = page.getByRole('region', { name: 'Backups' })
      await expect(backups.getByRole('alert')).toContainText('Backups are not encrypted.')
      await expect(backups.getByRole('button', { name: 'Download the latest backup' })).toHaveCount(0)
      await backups.screenshot({ path: '/tmp/backup-not-encrypted.png' })
    } finally {
      await db`delete from backup_runs where file_name = ${name}`
    }
  })
})
