import { Toast } from 'radix-ui'
import { dismissToast, TOAST_DURATION_MS, useToasts, type ToastVariant } from './toast-store'

const variantClass: Record<ToastVariant, string> = {
  default: 'border-cream-200 bg-white text-ink-900',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-950',
  destructive: 'border-red-300 bg-red-50 text-red-950',
}

/** Radix toasts: 5000 ms, swipe right past 50 px, F8 to focus, label 'Notification'. */
export function Toaster() {
  const toasts = useToasts()
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label="Notification">
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id)
          }}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          className={`relative rounded-lg border p-4 pr-10 shadow-lg data-[swipe=cancel]:translate-x-0 data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0 ${variantClass[item.variant ?? 'default']}`}
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
        hotkey={['F8']}
        label="Notification ({hotkey})"
        className="fixed right-0 bottom-0 z-50 flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  )
}
