import { useState } from 'react'
import { dangerButton, primaryButton, textInput } from '~/components/ui/styles'
import { ScrollsSideways } from '~/components/ui/ScrollsSideways'
import { toast } from '~/components/ui/toast-store'
import { PASSKEY_NAME_MAX_LENGTH } from '~/lib/admin/second-factor'
import { ApiError, apiRequest } from '~/lib/site/api-request'
import { type AccountSecurityState, shownTime } from './account-types'
import { ChangeProblem, ConfirmFactorChange } from './ConfirmFactorChange'
import { newPasskeyCredential, passkeyProblem } from './passkey-browser'

/** The admin's passkeys: each with its name, when it was added and last used; add one, remove one. */
export function PasskeysSection({ account, onChange }: { account: AccountSecurityState; onChange: () => void }) {
  const [name, setName] = useState('')

  async function add(password: string | undefined) {
    const trimmed = name.trim()
    if (!trimmed) throw new ChangeProblem('Please give the passkey a name')
    const response = await newPasskeyCredential(undefined, { password }).catch((error: unknown) => {
      if (error instanceof ApiError) throw error
      throw new ChangeProblem(passkeyProblem(error, 'The passkey could not be created.'))
    })
    await apiRequest('POST', '/api/admin/account/passkeys', { name: trimmed, response })
    setName('')
    toast({ title: 'Passkey Added', description: `"${trimmed}" can now sign you in.`, variant: 'success' })
    onChange()
  }

  async function remove(id: string, name: string, password: string | undefined) {
    await apiRequest('DELETE', `/api/admin/account/passkeys/${encodeURIComponent(id)}`, password === undefined ? undefined : { password })
    toast({ title: 'Passkey Removed', description: `"${name}" was removed.`, variant: 'success' })
    onChange()
  }

  return (
    <section aria-labelledby="passkeys-heading" className="space-y-4 rounded-2xl border border-cream-200 bg-white px-side py-6 shadow-sm sm:px-6">
      <h2 id="passkeys-heading" tabIndex={-1} className="font-serif text-2xl font-bold text-wine-900">
        Passkeys
      </h2>
      <p className="text-ink-700">A passkey signs you in with your fingerprint, face or device PIN instead of a password, and cannot be phished.</p>
      {account.passkeys.length === 0 ? (
        <p className="text-ink-700">You have no passkeys yet.</p>
      ) : (
        <ScrollsSideways label="Passkey table">
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
        </ScrollsSideways>
      )}
      <ConfirmFactorChange
        trigger="Add a passkey"
        triggerClassName={primaryButton}
        title="Add a passkey"
        description="Give it a name you will recognise, such as the device it is on. Your browser then asks for your fingerprint, face or PIN."
        confirmLabel="Add"
        busyLabel="Waiting for your passkey..."
        authenticatedUntil={account.authenticatedUntil}
        onConfirm={add}
      >
        <div>
          <label htmlFor="passkey-name" className="mb-1 block font-semibold text-ink-900">
            Name for a new passkey
          </label>
          <input
            id="passkey-name"
            name="name"
            maxLength={PASSKEY_NAME_MAX_LENGTH}
            placeholder="e.g. Office laptop"
            className={textInput}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
      </ConfirmFactorChange>
    </section>
  )
}
