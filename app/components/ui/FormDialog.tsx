import { Dialog } from 'radix-ui'
import type { FormEvent, ReactNode } from 'react'
import { dialogContent, dialogOverlay, primaryButton, secondaryButton } from './styles'

/** A modal form: title, fields, Cancel and a submit button that shows `busyLabel` while saving. */
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
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlay} />
        <Dialog.Content className={dialogContent}>
          <Dialog.Title className="font-serif text-xl font-bold text-wine-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-ink-700">{description}</Dialog.Description>
          <form noValidate onSubmit={submit} className="mt-5 space-y-4">
            {children}
            <div className="flex flex-wrap justify-end gap-3 pt-2">
              <Dialog.Close className={secondaryButton}>Cancel</Dialog.Close>
              <button type="submit" className={primaryButton} disabled={busy}>
                {busy ? busyLabel : submitLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
