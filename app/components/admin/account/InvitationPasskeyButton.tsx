import { type MouseEvent, useEffect, useState } from 'react'
import { secondaryButton } from '~/components/ui/styles'
import { ApiError, apiRequest, errorMessage } from '~/lib/site/api-request'
import { newPasskeyCredential, passkeyProblem } from './passkey-browser'

const NOT_MADE = 'Your passkey could not be made. Please try again, or choose a password instead.'

/** The page to show instead when the server says the invitation can no longer be accepted (410). */
function refusedInvitationPage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 410) return null
  try {
    const refusal = (JSON.parse(error.bodyText) as { details?: { refusal?: unknown } }).details?.refusal
    return `/admin/invitation?${new URLSearchParams({ error: typeof refusal === 'string' ? refusal : 'unknown' })}`
  } catch {
    return '/admin/invitation?error=unknown'
  }
}

/**
 * Accepts an invitation with a passkey instead of a password: the name typed in the form, a new
 * passkey against a challenge bound to the invitation, then a full page load into the dashboard
 * with the new session. Passkeys need JavaScript: without it there is no button, and a note says so.
 */
export function InvitationPasskeyButton({ token }: { token: string }) {
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [scripted, setScripted] = useState(false)
  useEffect(() => setScripted(true), [])

  async function accept(event: MouseEvent<HTMLButtonElement>) {
    const nameInput = event.currentTarget.form?.elements.namedItem('name')
    const name = nameInput instanceof HTMLInputElement ? nameInput.value.trim() : ''
    if (!name) {
      setProblem('Please enter your name')
      if (nameInput instanceof HTMLInputElement) nameInput.focus()
      return
    }
    setBusy(true)
    setProblem(null)
    try {
      const response = await newPasskeyCredential('/api/admin/invitation-passkey/options', { token }).catch((error: unknown) => {
        throw error instanceof ApiError ? error : new Error(passkeyProblem(error, NOT_MADE))
      })
      const { next } = await apiRequest<{ next: string }>('POST', '/api/admin/invitation-passkey', { token, name, response })
      window.location.assign(next)
    } catch (error) {
      const refused = refusedInvitationPage(error)
      if (refused) return window.location.assign(refused)
      setProblem(error instanceof ApiError ? errorMessage(error, NOT_MADE) : error instanceof Error ? error.message : NOT_MADE)
      setBusy(false)
    }
  }

  return (
    <div className="space-y-3">
      <p className="text-ink-700">No password to remember: your device's fingerprint, face or screen lock signs you in.</p>
      {scripted ? (
        <button type="button" className={`${secondaryButton} w-full`} onClick={(event) => busy || void accept(event)} aria-disabled={busy || undefined}>
          {busy ? 'Waiting for your passkey...' : 'Use a passkey instead'}
        </button>
      ) : (
        // Server HTML until the page's script runs: true as long as it has not.
        <p className="text-ink-800">A passkey needs JavaScript, which is not running in this browser. Choose a password above instead.</p>
      )}
      {problem ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          {problem}
        </p>
      ) : null}
    </div>
  )
}
