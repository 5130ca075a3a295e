import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * Focuses the element and waits until React has hydrated it: a part's code arrives with the
 * first touch. A focus that comes before the page itself has hydrated wakes nothing, so it is given again.
 */
export async function focusHydrated(element: Locator) {
  await element.focus()
  const hydratedAfterFocus = () =>
    element.evaluate((node: HTMLElement) => {
      const hydrated = Object.keys(node).some((key) => key.startsWith('__reactFiber'))
      if (!hydrated) {
        node.blur()
        node.focus()
      }
      return hydrated
    })
  await expect.poll(hydratedAfterFocus, { timeout: 20_000 }).toBe(true)
  await expect(element).toBeFocused()
}

/**
 * Waits until the page's own code has run: its root has hydrated, so a link in a part that never
 * hydrates (the footer, a page's text) is followed in the app rather than loading the next page afresh.
 */
export async function pageHydrated(page: Page) {
  const hydrated = () => page.evaluate(() => Object.keys(document.getElementById('main-content') ?? {}).some((key) => key.startsWith('__reactFiber')))
  await expect.poll(hydrated, { timeout: 20_000 }).toBe(true)
}
