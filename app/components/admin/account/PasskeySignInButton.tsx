import { useEffect, useState } from 'react'
import { secondaryButton } from '~/components/ui/styles'
import { errorMessage } from '~/lib/site/api-request'
import { passkeyAssertion, passkeyProblem, sendAssertion } from './passkey-browser'

/**
 * Signs in with a passkey: alone from /admin, or as the second step after the password. Passkeys
 * need JavaScript, so without it the button is not shown and a note says so.
 */
export function PasskeySignInButton({ optionsUrl, verifyUrl, label }: { optionsUrl: string; verifyUrl: string; label: string }) {
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [scripted, setScripted] = useState(false)
  useEffect(() => setScripted(true), [])

  async function signIn() {
    setBusy(true)
    setProblem(null)
    try {
      const assertion = await passkeyAssertion(optionsUrl).catch((error: unknown) => {
        throw new Error(passkeyProblem(error, errorMessage(error, 'Your passkey could not be used. Please try again.')))
      })
      // A full page load, so the signed-in pages start with the new session's cookie.
      window.location.assign(await sendAssertion(verifyUrl, assertion))
    } catch (error) {
      setProblem(errorMessage(error, error instanceof Error ? error.message : 'Your passkey could not be used. Please try again.'))
      setBusy(false)
    }
  }

  return (
    <div className="space-y-3">
      {scripted ? (
        <button type="button" className={`${secondaryButton} w-full`} onClick={() => busy || void signIn()} aria-disabled={busy || undefined}>
          {busy ? 'Waiting for your passkey...' : label}
        </button>
      ) : null}
      {problem ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          {problem}
        </p>
      ) : null}
      <noscript>
        <p className="text-sm text-ink-700">Passkeys need JavaScript. Turn it on to use one, or sign in with your password.</p>
      </noscript>
    </div>
  )
}
