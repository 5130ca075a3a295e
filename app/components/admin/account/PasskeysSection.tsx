import { type FormEvent, useState } from 'react'
import { dangerButton, primaryButton, textInput } from '~/components/ui/styles'
import { toast } from '~/components/ui/toast-store'
import { PASSKEY_NAME_MAX_LENGTH } from '~/lib/admin/second-factor'
import { apiRequest, errorMessage } from '~/lib/site/api-request'
import { type AccountSecurityState, shownTime } from './account-types'
import { ConfirmFactorChange } from './ConfirmFactorChange'
import { newPasskeyCredential, passkeyProblem } from './passkey-browser'

/** The admin's passkeys: each with its name, when it was added and last used; add one, remove one. */
export function PasskeysSection({ account, onChange }: { account: AccountSecurityState; onChange: () => void }) {
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const name = String(new FormData(form).get('name') ?? '').trim()
    if (!name) {
      setProblem('Please give the passkey a name')
      return
    }
    setBusy(true)
    setProblem(null)
    try {
      const response = await newPasskeyCredential().catch((error: unknown) => {
        throw new Error(passkeyProblem(error, errorMessage(error, 'The passkey could not be created.')))
      })
      await apiRequest('POST', '/api/admin/account/passkeys', { name, response })
      form.reset()
      toast({ title: 'Passkey Added', description: `"${name}" can now sign you in.`, variant: 'success' })
      onChange()
    } catch (error) {
      setProblem(errorMessage(error, error instanceof Error ? error.message : 'The passkey could not be added.'))
    } finally {
      setBusy(false)
    }
  }

  async function remove(id: string, name: string, password: string | undefined) {
    await apiRequest('DELETE', `/api/admin/account/passkeys/${encodeURIComponent(id)}`, password === undefined ? undefined : { password })
    toast({ title: 'Passkey Removed', description: `"${name}" was removed.`, variant: 'success' })
    onChange()
  }

  return (
    <section aria-labelledby="passkeys-heading" className="space-y-4 rounded-2xl border border-cream-200 bg-white p-6 shadow-sm">
      <h2 id="passkeys-heading" className="font-serif text-2xl font-bold text-wine-900">
        Passkeys
      </h2>
      <p className="text-ink-700">A passkey signs you in with your fingerprint, face or device PIN instead of a password, and cannot be phished.</p>
      {account.passkeys.length === 0 ? (
        <p className="text-ink-700">You have no passkeys yet.</p>
      ) : (
        <table className="w-full text-left">
          <thead>
            <tr className="border-b border-cream-200 text-sm text-ink-700">
              <th className="py-2 pr-4">Name</th>
              <th className="py-2 pr-4">Added</th>
              <th className="py-2 pr-4">Last used</th>
              <th className="py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {account.passkeys.map((passkey) => (
              <tr key={passkey.id} className="border-b border-cream-100" data-testid="passkey-row">
                <td className="py-2 pr-4 font-semibold text-ink-900">{passkey.name}</td>
                <td className="py-2 pr-4">{shownTime(passkey.createdAt)}</td>
                <td className="py-2 pr-4">{shownTime(passkey.lastUsedAt)}</td>
                <td className="py-2 text-right">
                  <ConfirmFactorChange
                    trigger={
                      <>
                        Remove<span className="sr-only"> {passkey.name}</span>
                      </>
                    }
                    triggerClassName={dangerButton}
                    title={`Remove the passkey "${passkey.name}"?`}
                    description="It will no longer sign you in."
                    confirmLabel="Remove"
                    busyLabel="Removing..."
                    authenticatedUntil={account.authenticatedUntil}
                    onConfirm={(password) => remove(passkey.id, passkey.name, password)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form onSubmit={add} noValidate className="flex flex-wrap items-end gap-3">
        <div className="min-w-60 flex-1">
          <label htmlFor="passkey-name" className="mb-1 block font-semibold text-ink-900">
            Name for a new passkey
          </label>
          <input id="passkey-name" name="name" maxLength={PASSKEY_NAME_MAX_LENGTH} placeholder="e.g. Office laptop" className={textInput} />
        </div>
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? 'Waiting for your passkey...' : 'Add a passkey'}
        </button>
      </form>
      {problem ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          {problem}
        </p>
      ) : null}
    </section>
  )
}
