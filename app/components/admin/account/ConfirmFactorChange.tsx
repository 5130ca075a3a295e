import { Dialog } from 'radix-ui'
import { type FormEvent, type ReactNode, useState } from 'react'
import { dangerButton, dialogContent, dialogOverlay, secondaryButton } from '~/components/ui/styles'
import { ApiError, errorMessage } from '~/lib/site/api-request'
import { PasswordInput } from './PasswordInput'
import { useFocusOnRefusal } from './use-focus-on-refusal'

type ConfirmFactorChangeProps = {
  /** The button that opens the dialog, and its class. */
  trigger: ReactNode
  triggerClassName: string
  title: string
  description: string
  confirmLabel: string
  busyLabel: string
  /** Until when the admin counts as just signed in (ISO): after it, the dialog asks for the password. */
  authenticatedUntil: string
  /** Makes the change, with the password when it was asked for; throws the server's refusal. */
  onConfirm: (password: string | undefined) => Promise<void>
}

/**
 * Asks before a change to how the admin signs in. Unless they signed in within the last five
 * minutes, it also asks for their password, in the same dialog; when the server asks for it
 * (the five minutes ran out while the page was open), the field appears with its message.
 */
export function ConfirmFactorChange({
  trigger,
  triggerClassName,
  title,
  description,
  confirmLabel,
  busyLabel,
  authenticatedUntil,
  onConfirm,
}: ConfirmFactorChangeProps) {
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [asked, setAsked] = useState(false)
  const [passwordError, setPasswordError] = useState<string | undefined>()
  const [problem, setProblem] = useState<string | null>(null)
  const formRef = useFocusOnRefusal(passwordError)
  const needsPassword = asked || Date.parse(authenticatedUntil) <= Date.now()

  function openChange(next: boolean) {
    if (busy) return
    setOpen(next)
    if (next) {
      setAsked(Date.parse(authenticatedUntil) <= Date.now())
      setPasswordError(undefined)
      setProblem(null)
    }
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const password = needsPassword ? String(new FormData(event.currentTarget).get('password') ?? '') : undefined
    setBusy(true)
    setPasswordError(undefined)
    setProblem(null)
    try {
      await onConfirm(password)
      setOpen(false)
    } catch (error) {
      const refusal = error instanceof ApiError ? error.fieldErrors.password : undefined
      if (refusal) {
        setAsked(true)
        setPasswordError(refusal)
      } else {
        setProblem(errorMessage(error, 'That did not work. Please try again.'))
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Trigger className={triggerClassName}>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlay} />
        <Dialog.Content className={dialogContent}>
          <Dialog.Title className="font-serif text-xl font-bold text-wine-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-ink-700">{description}</Dialog.Description>
          <form ref={formRef} noValidate onSubmit={confirm} className="mt-5 space-y-4">
            {needsPassword ? (
              <PasswordInput
                id="confirm-with-password"
                name="password"
                label="Your password"
                autoComplete="current-password"
                hint="You signed in more than five minutes ago, so please confirm it is you."
                error={passwordError}
              />
            ) : null}
            {problem ? (
              <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">
                {problem}
              </p>
            ) : null}
            <div className="flex flex-wrap justify-end gap-3 pt-2">
              <Dialog.Close className={secondaryButton} disabled={busy}>
                Cancel
              </Dialog.Close>
              <button type="submit" className={dangerButton} disabled={busy}>
                {busy ? busyLabel : confirmLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
