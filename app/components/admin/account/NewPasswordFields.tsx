import { AccountInput } from './AccountCard'

/** A new password typed twice; the server checks both. */
export function NewPasswordFields({ error }: { error?: string }) {
  return (
    <>
      <AccountInput
        id="new-password"
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 12 characters. A few unrelated words make a good one."
        error={error}
        maxLength={1000}
      />
      <AccountInput id="confirm-password" name="confirm" label="Repeat the new password" type="password" autoComplete="new-password" maxLength={1000} />
    </>
  )
}
