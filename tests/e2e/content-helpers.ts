import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** The editor's status line: unsaved changes, the draft saved, the version published or restored. */
export function editorStatus(page: Page) {
  return page.getByRole('status').filter({ hasText: /Unsaved changes|Draft saved|Published version|restored/ })
}

/** Presses an editor action and confirms it in the dialog it opens. */
export async function confirmAction(page: Page, trigger: string | RegExp, confirmLabel: string) {
  await page.getByRole('button', { name: trigger }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: confirmLabel }).click()
  await expect(dialog).toBeHidden()
}
