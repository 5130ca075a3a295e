import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { HASH_SCROLL_DELAY_MS, hashTargetId, scrollBehaviour } from './hash-scroll'

/**
 * Scrolls smoothly to the section named in the URL hash 100 ms after load or after the hash changes
 * once the page has settled. Without JavaScript the browser's own anchor jump does the job.
 */
export function useScrollToHash() {
  const hash = useRouterState({ select: (state) => state.location.hash })
  useEffect(() => {
    const id = hashTargetId(hash)
    if (!id) return
    const timer = window.setTimeout(() => {
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      document.getElementById(id)?.scrollIntoView({ behavior: scrollBehaviour(reduced), block: 'start' })
    }, HASH_SCROLL_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [hash])
}
