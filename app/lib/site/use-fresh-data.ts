import { useEffect, useState } from 'react'
import { apiRequest } from './api-request.ts'

/** How long data counts as fresh, and how often it is fetched again (none: never on a timer). */
type Freshness = { staleTime: number; refetchInterval?: number }

/** Data a page's loader read on the server, and when the server fetched it (0: never, so ask at once). */
export type InitialData<T> = { ok: true; data: T; updatedAt: number } | { ok: false }

export type FreshData<T> = { data: T | undefined; error: unknown; isFetching: boolean }

export function isStale(updatedAt: number, staleTime: number, now = Date.now()): boolean {
  return now - updatedAt >= staleTime
}

/**
 * The server-rendered data, kept fresh in the browser by these rules: fetched again once it
 * is stale when the page opens, then every `refetchInterval`; never on window focus, never retried;
 * a failed refetch keeps the data shown. Nothing runs before hydration, so the first render in the
 * browser is the server's. A few lines instead of React Query keep public pages within their
 * JavaScript budget.
 */
export function useFreshData<T>(url: string, initial: InitialData<T>, freshness: Freshness): FreshData<T> {
  const [state, setState] = useState<FreshData<T>>({ data: initial.ok ? initial.data : undefined, error: undefined, isFetching: false })
  const initiallyUpdatedAt = initial.ok ? initial.updatedAt : 0
  const { staleTime, refetchInterval } = freshness

  useEffect(() => {
    let active = true
    const fetchNow = async () => {
      setState((current) => ({ ...current, isFetching: true }))
      try {
        const data = await apiRequest<T>('GET', url)
        if (active) setState({ data, error: undefined, isFetching: false })
      } catch (error) {
        if (active) setState((current) => ({ ...current, error, isFetching: false }))
      }
    }
    if (isStale(initiallyUpdatedAt, staleTime)) void fetchNow()
    const timer = refetchInterval ? setInterval(() => void fetchNow(), refetchInterval) : undefined
    return () => {
      active = false
      clearInterval(timer)
    }
  }, [url, initiallyUpdatedAt, staleTime, refetchInterval])

  return state
}
