import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'

export const AUDIT_LOG_KEY = ['/api/admin/audit-log'] as const

/**
 * After a change is saved: refetch the lists it touched and the audit log, and reload the
 * route loaders so public data (the nav's grotto link, upcoming events) follows at once.
 */
export function useAfterChange() {
  const queryClient = useQueryClient()
  const router = useRouter()
  return async (...keys: QueryKey[]) => {
    await Promise.all([...keys, AUDIT_LOG_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })))
    await router.invalidate()
  }
}
