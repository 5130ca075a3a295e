import { QueryClient } from '@tanstack/react-query'
import { ApiError, getFromQueryKey } from '~/lib/site/api-request'

/** The session check is never cached and never retried. */
export const AUTH_KEY = ['/api/admin/auth'] as const

/**
 * The dashboard's query client, the only one on the site: the default GET for every key; no
 * interval refetch, no refetch on focus, never stale, no retries; and a recheck of the session
 * whenever a call answers 401, so an expired session lands back on /admin.
 */
export function createDashboardQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { queryFn: getFromQueryKey, refetchInterval: false, refetchOnWindowFocus: false, staleTime: Infinity, retry: false },
      mutations: { retry: false },
    },
  })
  const recheckOn401 = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) void client.invalidateQueries({ queryKey: AUTH_KEY })
  }
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') recheckOn401(event.action.error)
  })
  client.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') recheckOn401(event.action.error)
  })
  return client
}
