import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { HASH_SCROLL_DELAY_MS, hashTargetId, scrollBehaviour } from './hash-scroll'

/** How long to wait for a section whose part of the page is still loading after a client-side navigation. */
const SECTION_WAIT_MS = 5000

/** Calls `found` with the element once it is in the document, or never if it does not come within the wait. Returns a stop function. */
function whenPresent(id: string, found: (element: HTMLElement) => void): () => void {
  const present = document.getElementById(id)
  if (present) {
    found(present)
    return () => {}
  }
  const observer = new MutationObserver(() => {
    const element = document.getElementById(id)
    if (!element) return
    stop()
    found(element)
  })
  const timer = window.setTimeout(() => stop(), SECTION_WAIT_MS)
  const stop = () => {
    observer.disconnect()
    window.clearTimeout(timer)
  }
  observer.observe(document.body, { childList: true, subtree: true })
  return stop
}

/**
 * Scrolls smoothly to the section named in the URL hash 100 ms after load or after the hash changes
 * once the page has settled, or as soon as the section arrives if its part of the page is still
 * loading then. Without JavaScript the browser's own anchor jump does the job.
 */
export function useScrollToHash() {
  const hash = useRouterState({ select: (state) => state.location.hash })
  useEffect(() => {
    const id = hashTargetId(hash)
    if (!id) return
    let stopWaiting = () => {}
    const timer = window.setTimeout(() => {
      stopWaiting = whenPresent(id, (element) => {
        const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
        element.scrollIntoView({ behavior: scrollBehaviour(reduced), block: 'start' })
      })
    }, HASH_SCROLL_DELAY_MS)
    return () => {
      window.clearTimeout(timer)
      stopWaiting()
    }
  }, [hash])
}
