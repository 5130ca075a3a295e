import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { pageLabel } from '~/lib/site/pages'

const TRACKING_DELAY_MS = 100

/** Reports each route change about 100 ms after it happens; failures are ignored. */
export function PageVisitTracker() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const search = useRouterState({ select: (state) => state.location.searchStr })
  useEffect(() => {
    const label = pageLabel(pathname)
    if (!label) return
    const timer = window.setTimeout(() => {
      fetch('/api/analytics/page-visit', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ page_name: label, page_url: `${pathname}${search}` }),
        keepalive: true,
      })
        // The reply is not used, but an unread body leaves the request open in the browser's network log.
        .then((response) => response.text())
        .catch((error: unknown) => console.debug('Page visit not recorded', error))
    }, TRACKING_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [pathname, search])
  return null
}
