import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'

export const AUDIT_LOG_KEY = ['/api/admin/audit-log'] as const

/**
 * Remembers where the panel around the focus is on screen; the returned function scrolls it back
 * there, then as little as it takes to show what has the focus by then. Lists above the panel may
 * grow meanwhile (the outbox, after a change that sends e-mail), and the router scrolls to the top
 * after every load, as after a navigation.
 */
function keepPanelInPlace(): () => void {
  const { scrollX, scrollY } = window
  const panel = document.activeElement?.closest('section')
  const top = panel?.getBoundingClientRect().top
  return () => {
    const moved = panel?.isConnected && top !== undefined ? panel.getBoundingClientRect().top - top : null
    window.scrollTo(scrollX, moved === null ? scrollY : window.scrollY + moved)
    const focused = document.activeElement
    if (focused instanceof HTMLElement && focused !== document.body) focused.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }
}

/** How long after a change what has the focus is kept in view, unless the person moves first. */
const SETTLING_MS = 30_000
/** What says the person has moved on: they scroll, touch, click or type. */
const MOVES = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const

/**
 * After a change, a list that renders late (a slow refetch, Recent Activity growing above) may push
 * what has the focus off the screen. Until the person moves on, the focus leaves, or half a minute
 * passes, each time it goes out of view it is scrolled back, as little as it takes.
 */
function keepFocusInViewUntilTheyMoveOn(): void {
  const focused = document.activeElement
  if (!(focused instanceof HTMLElement) || focused === document.body) return
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (document.activeElement !== focused) return stop()
      if (entry && entry.intersectionRatio < 1) focused.scrollIntoView({ block: 'nearest', inline: 'nearest' })
    },
    { threshold: 1 },
  )
  const timer = setTimeout(stop, SETTLING_MS)
  function stop() {
    observer.disconnect()
    clearTimeout(timer)
    for (const move of MOVES) window.removeEventListener(move, stop, true)
  }
  for (const move of MOVES) window.addEventListener(move, stop, true)
  observer.observe(focused)
}

/**
 * After a change is saved: refetch the lists it touched and the audit log, and reload the
 * route loaders so public data (the nav's grotto link, upcoming events) follows at once. The page
 * stays where it was, beside the control that made the change and the focus.
 */
export function useAfterChange() {
  const queryClient = useQueryClient()
  const router = useRouter()
  return async (...keys: QueryKey[]) => {
    const putBack = keepPanelInPlace()
    await Promise.all([...keys, AUDIT_LOG_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })))
    putBack()
    await router.invalidate()
    putBack()
    keepFocusInViewUntilTheyMoveOn()
  }
}
