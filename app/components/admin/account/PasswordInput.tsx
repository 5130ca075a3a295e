import { describedBy, Field } from '~/components/ui/Field'
import { textInput } from '~/components/ui/styles'

type PasswordInputProps = {
  id: string
  name: string
  label: string
  autoComplete: 'current-password' | 'new-password'
  error?: string
  hint?: string
  /** Given, the input is controlled. */
  value?: string
  onChange?: (value: string) => void
}

/** A labelled password input of the account page, with its error tied to it for screen readers. */
export function PasswordInput({ id, name, label, autoComplete, error, hint, value, onChange }: PasswordInputProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        name={name}
        type="password"
        autoComplete={autoComplete}
        maxLength={1000}
        {...(onChange ? { value, onChange: (event) => onChange(event.target.value) } : {})}
        {...describedBy(id, error, hint)}
        className={textInput}
      />
    </Field>
  )
}
