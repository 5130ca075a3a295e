import { Dialog } from 'radix-ui'
import { useRef, type FormEvent, type ReactNode } from 'react'
import { rememberFocus, returnFocus, type FocusReturn } from './focus-return'
import { dialogContent, dialogOverlay, primaryButton, secondaryButton } from './styles'
import { useFocusFirstInvalid } from './use-focus-first-invalid'

/**
 * A modal form: title, fields, Cancel and a submit button that shows `busyLabel` while saving.
 * A refused submit moves focus to the first invalid field; closing returns focus to the control
 * that opened the dialog (or its panel's heading when that control is gone).
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  busyLabel,
  busy,
  onSubmit,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  submitLabel: string
  busyLabel: string
  busy: boolean
  onSubmit: () => void
  children: ReactNode
}) {
  const opener = useRef<FocusReturn | null>(null)
  const { form, submitted } = useFocusFirstInvalid()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    onSubmit()
    submitted()
  }
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlay} />
        <Dialog.Content
          className={dialogContent}
          onOpenAutoFocus={() => (opener.current = rememberFocus())}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocus(opener.current)
          }}
        >
          <Dialog.Title className="font-serif text-xl font-bold text-wine-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-ink-700">{description}</Dialog.Description>
          <form ref={form} noValidate onSubmit={submit} className="mt-5 space-y-4">
            {children}
            <div className="flex flex-wrap justify-end gap-3 pt-2">
              <Dialog.Close className={secondaryButton}>Cancel</Dialog.Close>
              <button type="submit" className={primaryButton} aria-disabled={busy || undefined}>
                {busy ? busyLabel : submitLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
