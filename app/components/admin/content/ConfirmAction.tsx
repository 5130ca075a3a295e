import { AlertDialog } from 'radix-ui'
import { type ReactNode, useRef, useState } from 'react'
import { dialogContent, dialogOverlay, primaryButton, secondaryButton } from '~/components/ui/styles'

/**
 * A button that asks first. The dialog stays open while the action runs; then focus goes where
 * `focusAfter` says (the status line, or the message that explains a refusal). Cancel returns
 * focus to the button.
 */
export function ConfirmAction({
  trigger,
  title,
  description,
  confirmLabel,
  busyLabel,
  disabled,
  triggerClassName = secondaryButton,
  onConfirm,
  focusAfter,
}: {
  trigger: ReactNode
  title: string
  description: ReactNode
  confirmLabel: string
  busyLabel: string
  disabled?: boolean
  triggerClassName?: string
  onConfirm: () => Promise<void>
  focusAfter: () => HTMLElement | null
}) {
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const done = useRef(false)

  async function confirm() {
    setBusy(true)
    try {
      await onConfirm()
    } finally {
      setBusy(false)
      done.current = true
      setOpen(false)
    }
  }

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (busy) return
        done.current = false
        setOpen(next)
      }}
    >
      <AlertDialog.Trigger className={triggerClassName} disabled={disabled}>
        {trigger}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlay} />
        <AlertDialog.Content
          className={dialogContent}
          onCloseAutoFocus={(event) => {
            const target = done.current ? focusAfter() : null
            if (!target) return
            event.preventDefault()
            target.focus()
          }}
        >
          <AlertDialog.Title className="font-serif text-xl font-bold text-wine-900">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 space-y-2 text-ink-700">{description}</div>
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={secondaryButton} aria-disabled={busy || undefined} onClick={(event) => busy && event.preventDefault()}>
              Cancel
            </AlertDialog.Cancel>
            <button type="button" className={primaryButton} aria-disabled={busy || undefined} onClick={() => busy || void confirm()}>
              {busy ? busyLabel : confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
