import { type ReactNode, useEffect, useState } from 'react'
import { useHandFocusToPanelOnRemoval } from '~/components/ui/focus-return'
import { FormDialog } from '~/components/ui/FormDialog'
import { ApiError, errorMessage } from '~/lib/site/api-request'
import { FormAlert } from './AccountCard'
import { PasswordInput } from './PasswordInput'

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
  /** Makes the change, with the password when it was asked for; throws the server's refusal or a `ChangeProblem`. */
  onConfirm: (password: string | undefined) => Promise<void>
  /** Fields the change itself needs, shown above the password. */
  children?: ReactNode
}

/** A reason, in the site's words, that the change was not made before the server was asked. */
export class ChangeProblem extends Error {}

const expired = (until: string) => Date.parse(until) <= Date.now()

/**
 * Asks before a change to how the admin signs in or to their other sessions. Unless they signed in within the last five
 * minutes, it also asks for their password, in the same dialog; when the server asks for it
 * (the five minutes ran out while the page was open), the field appears with its message. When
 * the change takes away the button (a passkey removed, the app turned off), focus goes to the
 * heading of its section.
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
  children,
}: ConfirmFactorChangeProps) {
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [asked, setAsked] = useState(false)
  const [password, setPassword] = useState('')
  const [passwordError, setPasswordError] = useState<string | undefined>()
  const [problem, setProblem] = useState<string | null>(null)
  const [refusals, setRefusals] = useState(0)
  const opener = useHandFocusToPanelOnRemoval<HTMLButtonElement>()
  // A refused password takes the focus back, so its message is read out with it.
  useEffect(() => {
    if (refusals > 0) document.getElementById('confirm-with-password')?.focus()
  }, [refusals])

  function openChange(next: boolean) {
    if (busy) return
    setOpen(next)
    if (!next) return
    setAsked(expired(authenticatedUntil))
    setPassword('')
    setPasswordError(undefined)
    setProblem(null)
  }

  async function confirm() {
    setBusy(true)
    setPasswordError(undefined)
    setProblem(null)
    try {
      await onConfirm(asked ? password : undefined)
      setOpen(false)
    } catch (error) {
      const refusal = error instanceof ApiError ? error.fieldErrors.password : undefined
      if (refusal) {
        setAsked(true)
        setPasswordError(refusal)
        setRefusals((count) => count + 1)
      } else {
        setProblem(error instanceof ChangeProblem ? error.message : errorMessage(error, 'That did not work. Please try again.'))
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <button ref={opener} type="button" className={triggerClassName} onClick={() => openChange(true)}>
        {trigger}
      </button>
      <FormDialog
        open={open}
        onOpenChange={openChange}
        title={title}
        description={description}
        submitLabel={confirmLabel}
        busyLabel={busyLabel}
        busy={busy}
        onSubmit={confirm}
      >
        {children}
        {asked ? (
          <PasswordInput
            id="confirm-with-password"
            name="password"
            label="Your password"
            autoComplete="current-password"
            hint="You signed in more than five minutes ago, so please confirm it is you."
            error={passwordError}
            value={password}
            onChange={setPassword}
          />
        ) : null}
        {problem ? <FormAlert>{problem}</FormAlert> : null}
      </FormDialog>
    </>
  )
}
