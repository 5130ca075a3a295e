import { useSyncExternalStore } from 'react'

/** At most one toast at once; a dismissed toast is removed after 1000000 ms. */
const TOAST_LIMIT = 1
export const TOAST_DURATION_MS = 5000
const TOAST_REMOVE_DELAY_MS = 1_000_000

export type ToastVariant = 'default' | 'destructive' | 'success'
type ToastInput = { title: string; description?: string; variant?: ToastVariant }
type ToastItem = ToastInput & { id: number; open: boolean }

let toasts: ToastItem[] = []
let nextId = 1
const listeners = new Set<() => void>()
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>()

function publish(next: ToastItem[]) {
  toasts = next
  for (const listener of listeners) listener()
}

export function toast(input: ToastInput): number {
  const id = nextId++
  publish([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT))
  return id
}

export function dismissToast(id: number) {
  publish(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)))
  if (removalTimers.has(id)) return
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id)
      publish(toasts.filter((item) => item.id !== id))
    }, TOAST_REMOVE_DELAY_MS),
  )
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const serverSnapshot: ToastItem[] = []

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => serverSnapshot,
  )
}
