import type { QueryClient } from '@tanstack/react-query'
import { ApiError, getFromQueryKey } from '~/lib/api-request'
import { createQueryClient } from '~/lib/query-client'

/** The session check is never cached and never retried. */
export const AUTH_KEY = ['/api/admin/auth'] as const

/**
 * The dashboard's own query client: the default GET for every key, and a recheck of
 * the session whenever a call answers 401, so an expired session lands back on /admin.
 */
export function createDashboardQueryClient(): QueryClient {
  const client = createQueryClient()
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, queryFn: getFromQueryKey } })
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
