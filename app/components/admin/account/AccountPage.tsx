import { Link } from '@tanstack/react-router'
import { useCallback, useEffect, useState } from 'react'
import { secondaryButton } from '~/components/ui/styles'
import { toast } from '~/components/ui/toast-store'
import { apiRequest, errorMessage } from '~/lib/site/api-request'
import type { AccountSecurityState } from './account-types'
import { AuthenticatorAppSection } from './AuthenticatorAppSection'
import { NameSection } from './NameSection'
import { PasskeysSection } from './PasskeysSection'
import { PasswordSection } from './PasswordSection'
import { SessionsSection } from './SessionsSection'

/** Ends the session and goes back to sign-in, as the dashboard's Logout does. */
function LogoutButton() {
  const [busy, setBusy] = useState(false)
  async function logout() {
    setBusy(true)
    try {
      await apiRequest('POST', '/api/admin/logout')
      window.location.assign('/admin')
    } catch {
      setBusy(false)
      toast({ title: 'Logout Error', description: 'Failed to logout properly', variant: 'destructive' })
    }
  }
  return (
    <button type="button" className={secondaryButton} onClick={() => busy || void logout()} aria-disabled={busy || undefined}>
      {busy ? 'Logging out...' : 'Logout'}
    </button>
  )
}

/** /admin/account: the signed-in admin's name and how they sign in (password, passkeys, authenticator app, recovery codes). */
export function AccountPage() {
  const [account, setAccount] = useState<AccountSecurityState | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const load = useCallback(() => {
    apiRequest<AccountSecurityState>('GET', '/api/admin/account').then(setAccount, (error: unknown) =>
      setProblem(errorMessage(error, 'Your account could not be loaded. Please reload the page.')),
    )
  }, [])
  useEffect(load, [load])

  const mustSetUp = account?.requirement.required === true && !account.factors.totp && account.factors.passkeys === 0
  return (
    <div className="min-h-screen bg-cream-100">
      <header className="border-b border-cream-200 bg-white">
        <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-3 px-side py-4">
          <div className="min-w-0 wrap-anywhere">
            <h1 className="font-serif text-2xl font-bold text-wine-900">Your account</h1>
            {account ? <p className="text-sm text-ink-700">Signed in as {account.email}</p> : null}
          </div>
          <div className="flex flex-wrap items-center gap-4">
            {mustSetUp ? null : (
              <Link to="/admin/dashboard" className="text-wine-700 underline underline-offset-2 hover:text-wine-900">
                Back to the dashboard
              </Link>
            )}
            <LogoutButton />
          </div>
        </div>
      </header>
      <div className="mx-auto grid max-w-4xl grid-cols-1 gap-6 px-side py-8">
        <noscript>
          <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3">
            This page needs JavaScript to add passkeys or set up an authenticator app. Please turn it on, then reload.
          </p>
        </noscript>
        {problem ? (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">
            {problem}
          </p>
        ) : null}
        {mustSetUp ? (
          <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-ink-900" data-testid="second-factor-required">
            The church requires every administrator to use a passkey or an authenticator app. Set one up below to reach the dashboard.
          </p>
        ) : null}
        {account ? (
          <>
            <NameSection name={account.name} onChange={load} />
            <PasswordSection onChange={load} />
            <PasskeysSection account={account} onChange={load} />
            <AuthenticatorAppSection account={account} onChange={load} />
            <SessionsSection authenticatedUntil={account.authenticatedUntil} onChange={load} />
          </>
        ) : problem ? null : (
          <p role="status">Loading your account...</p>
        )}
      </div>
    </div>
  )
}
