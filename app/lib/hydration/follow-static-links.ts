import type { AnyRouter } from '@tanstack/react-router'
import { STATIC_PART_SELECTOR } from './server-html.tsx'

/** Where a click should take the app itself, or null when the browser should follow it as usual. */
function inAppDestination(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(anchor instanceof HTMLAnchorElement) || !anchor.closest(STATIC_PART_SELECTOR)) return null
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null
  const url = new URL(anchor.href)
  const isPage = url.origin === window.location.origin && !url.pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(url.pathname)
  return isPage ? `${url.pathname}${url.search}${url.hash}` : null
}

/**
 * Links inside parts that never hydrate are plain anchors. A click on one becomes a client-side
 * navigation, as it would on a hydrated link, so moving between pages stays quick and keeps the
 * app's state. Returns a stop function.
 */
export function followStaticLinks(router: AnyRouter): () => void {
  const onClick = (event: MouseEvent) => {
    const destination = inAppDestination(event)
    if (destination === null) return
    event.preventDefault()
    void router.navigate({ href: destination })
  }
  // In the capture phase: React stops a click inside a part that never hydrates from bubbling.
  document.addEventListener('click', onClick, true)
  return () => document.removeEventListener('click', onClick, true)
}
