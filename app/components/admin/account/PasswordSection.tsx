import { type FormEvent, useState } from 'react'
import { primaryButton } from '~/components/ui/styles'
import { toast } from '~/components/ui/toast-store'
import { ApiError, apiRequest, errorMessage } from '~/lib/site/api-request'
import { FormAlert } from './AccountCard'
import { AccountSection } from './AccountSection'
import { PasswordInput } from './PasswordInput'
import { useFocusOnRefusal } from './use-focus-on-refusal'

type Errors = { currentPassword?: string; newPassword?: string; confirm?: string; form?: string }

function otherSessionsEnded(count: number): string {
  if (count === 0) return 'You were not signed in anywhere else.'
  return `${count === 1 ? 'Your other session was' : `Your ${count} other sessions were`} signed out.`
}

/** Changes the password: the current one first, then the new one twice; every other session ends. */
export function PasswordSection({ onChange }: { onChange: () => void }) {
  const [errors, setErrors] = useState<Errors>({})
  const [done, setDone] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const formRef = useFocusOnRefusal(errors)

  async function change(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const form = event.currentTarget
    const field = (name: string) => String(new FormData(form).get(name) ?? '')
    setBusy(true)
    setErrors({})
    setDone(null)
    try {
      const payload = { currentPassword: field('currentPassword'), newPassword: field('newPassword'), confirm: field('confirm') }
      const { endedOthers } = await apiRequest<{ endedOthers: number }>('POST', '/api/admin/account/password', payload)
      form.reset()
      setDone(`Your password was changed. ${otherSessionsEnded(endedOthers)}`)
      toast({ title: 'Password Changed', description: 'Use your new password from now on.', variant: 'success' })
      onChange()
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {}
      setErrors(Object.keys(fields).length > 0 ? fields : { form: errorMessage(error, 'Your password could not be changed. Please try again.') })
    } finally {
      setBusy(false)
    }
  }

  return (
    <AccountSection id="password" title="Password">
      <form ref={formRef} onSubmit={change} noValidate className="max-w-md space-y-4">
        <PasswordInput id="current-password" name="currentPassword" label="Current password" autoComplete="current-password" error={errors.currentPassword} />
        <PasswordInput
          id="new-password"
          name="newPassword"
          label="New password"
          autoComplete="new-password"
          hint="At least 12 characters, and not a common one. A few unrelated words make a good one."
          error={errors.newPassword}
        />
        <PasswordInput id="confirm-password" name="confirm" label="Repeat the new password" autoComplete="new-password" error={errors.confirm} />
        <button type="submit" className={primaryButton} aria-disabled={busy || undefined}>
          {busy ? 'Changing...' : 'Change password'}
        </button>
      </form>
      {errors.form ? <FormAlert>{errors.form}</FormAlert> : null}
      {done ? (
        <p role="status" className="rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-900" data-testid="password-changed">
          {done}
        </p>
      ) : null}
    </AccountSection>
  )
}
