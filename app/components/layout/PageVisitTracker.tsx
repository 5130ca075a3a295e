import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { isAdminPath } from '~/lib/admin/admin-path'

const TRACKING_DELAY_MS = 100

/**
 * Reports each route change about 100 ms after it happens; failures are ignored. The server counts
 * the visit for the page its address names (server/analytics/page-visits.ts), so the browser needs
 * no list of the pages: `page_name` is the title the visitor sees, as the spec asks for a name.
 */
export function PageVisitTracker() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const search = useRouterState({ select: (state) => state.location.searchStr })
  useEffect(() => {
    if (isAdminPath(pathname)) return
    const timer = window.setTimeout(() => {
      fetch('/api/analytics/page-visit', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ page_name: (document.title.trim() || pathname).slice(0, 100), page_url: `${pathname}${search}` }),
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
