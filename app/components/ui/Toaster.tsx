import { Toast } from 'radix-ui'
import { type RefObject, useCallback, useEffect, useRef } from 'react'
import { dismissToast, TOAST_DURATION_MS, useToasts, type ToastVariant } from './toast-store'

const variantClass: Record<ToastVariant, string> = {
  default: 'border-cream-200 bg-white text-ink-900',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-950',
  destructive: 'border-red-300 bg-red-50 text-red-950',
}

/** Gives the focus back to where it was before it went into the toasts, or to the main content, when a toast closes with the focus inside. */
function useFocusReturn(viewport: RefObject<HTMLOListElement | null>) {
  const before = useRef<Element | null>(null)
  // The viewport sits in Radix's region, beside the proxies that lead the focus in and out of it.
  const region = useCallback(() => viewport.current?.parentElement, [viewport])
  useEffect(() => {
    before.current = document.activeElement
    const remember = (event: FocusEvent) => {
      if (event.target instanceof Element && !region()?.contains(event.target)) before.current = event.target
    }
    document.addEventListener('focusin', remember)
    return () => document.removeEventListener('focusin', remember)
  }, [region])
  return useCallback(() => {
    if (!region()?.contains(document.activeElement)) return
    const previous = before.current
    const target = previous instanceof HTMLElement && previous !== document.body && previous.isConnected ? previous : document.getElementById('main-content')
    target?.focus()
  }, [region])
}

/** Radix toasts: 5000 ms, swipe right past 50 px, F8 to focus, label 'Notification'. */
export function Toaster() {
  const toasts = useToasts()
  const viewport = useRef<HTMLOListElement>(null)
  const returnFocus = useFocusReturn(viewport)
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label="Notification">
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (open) return
            dismissToast(item.id)
            returnFocus()
          }}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          className={`relative rounded-lg border p-4 pr-10 wrap-anywhere shadow-lg data-[swipe=cancel]:translate-x-0 data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0 ${variantClass[item.variant ?? 'default']}`}
          data-testid="toast"
          data-variant={item.variant ?? 'default'}
        >
          <Toast.Title className="font-semibold">{item.title}</Toast.Title>
          {item.description ? <Toast.Description className="mt-1 text-sm">{item.description}</Toast.Description> : null}
          <Toast.Close aria-label="Close" className="absolute top-2 right-2 rounded-md px-2 py-1 text-lg leading-none">
            ×
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        ref={viewport}
        hotkey={['F8']}
        label="Notification ({hotkey})"
        className="fixed right-0 bottom-0 z-50 flex w-full max-w-sm flex-col gap-2 p-4 outline-none focus-ring-inside"
      />
    </Toast.Provider>
  )
}
