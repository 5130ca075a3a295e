import type { ParsedLocation } from '@tanstack/react-router'
import { PAGE_ANNOUNCER_ID } from '~/lib/site/page-announcer'

/** How long to wait for the new page's heading while its part of the page is still loading. */
const HEADING_WAIT_MS = 5000

let waiting = 0

/** Where the focus goes on a new page: the section its URL names (found as the router finds it to scroll there), or its heading. */
function focusTarget(hash: string): HTMLElement | null {
  return (hash && document.getElementById(hash)) || document.querySelector<HTMLElement>('#main-content h1')
}

/** Calls `found` with the target once the page shows it, frame after frame, or with null after the wait. */
function untilShown(hash: string, found: (target: HTMLElement | null) => void, deadline = performance.now() + HEADING_WAIT_MS) {
  const target = focusTarget(hash)
  if (target || performance.now() > deadline) return found(target)
  waiting = requestAnimationFrame(() => untilShown(hash, found, deadline))
}

function focusWithoutScrolling(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1
  // The router places the page (at the top, at the hash, or where it was); the focus only follows.
  element.focus({ preventScroll: true })
}

/**
 * After a client-side move to another page, public or admin, moves the focus to the section its URL names,
 * or its heading, or else its main content, and announces the page's title, as a full page load
 * would for a screen reader. The focus stays where the new page itself has put it.
 */
export function focusNewPage(location: ParsedLocation) {
  cancelAnimationFrame(waiting)
  untilShown(location.hash, (target) => {
    const main = document.getElementById('main-content')
    if (main && !main.contains(document.activeElement)) focusWithoutScrolling(target ?? main)
    const announcer = document.getElementById(PAGE_ANNOUNCER_ID)
    if (announcer) announcer.textContent = document.title
  })
}
