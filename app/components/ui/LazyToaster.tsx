import { lazy, Suspense } from 'react'
import { useToasts } from './toast-store'

const Toaster = lazy(() => import('./Toaster').then((module) => ({ default: module.Toaster })))

/** Loads the toast UI with the first toast, so pages that never toast don't download it. */
export function LazyToaster() {
  const toasts = useToasts()
  if (toasts.length === 0) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
