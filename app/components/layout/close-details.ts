import type { MouseEvent } from 'react'

/** Closes an open <details> and, when asked, gives the focus back to its summary, so it is not lost inside the closed panel. */
export function closeDetails(details: HTMLDetailsElement, refocus: boolean) {
  details.open = false
  if (refocus) details.querySelector('summary')?.focus()
}

/**
 * Closes the <details> menu that holds the clicked link, so a chosen link closes its menu. The
 * focus goes back to the menu's summary: the link is hidden now, and a new page moves it on to
 * its own heading.
 */
export function closeEnclosingDetails(event: MouseEvent<HTMLElement>) {
  const details = event.currentTarget.closest('details')
  if (details) closeDetails(details, true)
}
