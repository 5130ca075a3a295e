import { QueryClient } from '@tanstack/react-query'

/**
 * Defaults: no interval refetch, no refetch on focus, never stale, no retries.
 * Only the pages with freshness rules (sermons) and the admin dashboard load React Query,
 * so other pages don't carry it.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchInterval: false, refetchOnWindowFocus: false, staleTime: Infinity, retry: false },
      mutations: { retry: false },
    },
  })
}
