import { type FormEvent, useState } from 'react'
import { dangerButton, primaryButton, secondaryButton, textInput } from '~/components/ui/styles'
import { toast } from '~/components/ui/toast-store'
import { apiRequest, errorMessage } from '~/lib/site/api-request'
import type { QrCodePicture } from '~/lib/admin/qr-code'
import type { AccountSecurityState } from './account-types'
import { ConfirmFactorChange } from './ConfirmFactorChange'
import { QrCode } from './QrCode'
import { RecoveryCodesShown } from './RecoveryCodesShown'

type SetUp = { secret: string; uri: string; qrCode: QrCodePicture }

/** The secret in groups of four, easier to type into an app. */
function grouped(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret
}

/** What went wrong, which during the set-up describes the code field. */
const PROBLEM_ID = 'totp-problem'

/** The authenticator app (TOTP): set up with the secret key, confirmed by a code; recovery codes shown once. */
export function AuthenticatorAppSection({ account, onChange }: { account: AccountSecurityState; onChange: () => void }) {
  const [setUp, setSetUp] = useState<SetUp | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function run(action: () => Promise<void>, fallback: string) {
    if (busy) return
    setBusy(true)
    setProblem(null)
    try {
      await action()
    } catch (error) {
      setProblem(errorMessage(error, fallback))
    } finally {
      setBusy(false)
    }
  }

  async function start(password: string | undefined) {
    setProblem(null)
    setSetUp(await apiRequest<SetUp>('POST', '/api/admin/account/totp', { password }))
  }

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim()
    return run(async () => {
      const result = await apiRequest<{ recoveryCodes: string[] }>('PUT', '/api/admin/account/totp', { code })
      setSetUp(null)
      setCodes(result.recoveryCodes)
      toast({ title: 'Authenticator App On', description: 'Sign-ins now ask for a code.', variant: 'success' })
      onChange()
    }, 'That code was not accepted.')
  }

  async function newCodes(password: string | undefined) {
    setCodes((await apiRequest<{ recoveryCodes: string[] }>('POST', '/api/admin/account/recovery-codes', { password })).recoveryCodes)
    onChange()
  }

  async function turnOff(password: string | undefined) {
    await apiRequest('DELETE', '/api/admin/account/totp', { password })
    toast({ title: 'Authenticator App Off', description: 'Sign-ins no longer ask for a code.', variant: 'success' })
    onChange()
  }

  return (
    <section aria-labelledby="totp-heading" className="space-y-4 rounded-2xl border border-cream-200 bg-white px-side py-6 shadow-sm sm:px-6">
      <h2 id="totp-heading" tabIndex={-1} className="font-serif text-2xl font-bold text-wine-900">
        Authenticator app
      </h2>
      {codes ? <RecoveryCodesShown codes={codes} onDone={() => setCodes(null)} /> : null}
      {account.factors.totp ? (
        <>
          <p className="text-ink-900">
            <strong>On.</strong> After your password, sign-in asks for a code from your app. {account.factors.recoveryCodes} of 10 recovery codes left.
          </p>
          <div className="flex flex-wrap gap-3">
            <ConfirmFactorChange
              trigger="New recovery codes"
              triggerClassName={secondaryButton}
              title="Make ten new recovery codes?"
              description="The old ones stop working."
              confirmLabel="Make new codes"
              busyLabel="Making..."
              authenticatedUntil={account.authenticatedUntil}
              onConfirm={newCodes}
            />
            <ConfirmFactorChange
              trigger="Turn off"
              triggerClassName={dangerButton}
              title="Turn off the authenticator app?"
              description="Its recovery codes stop working too."
              confirmLabel="Turn off"
              busyLabel="Turning off..."
              authenticatedUntil={account.authenticatedUntil}
              onConfirm={turnOff}
            />
          </div>
        </>
      ) : setUp ? (
        <div className="space-y-4">
          <p className="text-ink-800">
            In your authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password), add an account and scan this QR code, or type the
            key beside it. Or open the link below on the phone that has the app.
          </p>
          <div className="flex flex-wrap items-start gap-6">
            <QrCode picture={setUp.qrCode} label="QR code for your authenticator app" />
            <dl className="min-w-0 flex-1 basis-64 space-y-2">
              <dt className="font-semibold text-ink-900">Secret key</dt>
              <dd className="rounded bg-cream-100 px-3 py-2 font-mono text-lg tracking-wider text-ink-900" data-testid="totp-secret">
                {grouped(setUp.secret)}
              </dd>
              <dt className="font-semibold text-ink-900">Set-up link</dt>
              <dd className="break-all font-mono text-sm">
                <a href={setUp.uri} className="text-wine-700 underline">
                  {setUp.uri}
                </a>
              </dd>
            </dl>
          </div>
          <form onSubmit={confirm} noValidate className="flex flex-wrap items-end gap-3">
            <div className="min-w-0">
              <label htmlFor="totp-code" className="mb-1 block font-semibold text-ink-900">
                Code from the app
              </label>
              <input
                id="totp-code"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? PROBLEM_ID : undefined}
                className={`${textInput} w-40 max-w-full`}
              />
            </div>
            <button type="submit" className={primaryButton} aria-disabled={busy || undefined}>
              Turn on
            </button>
          </form>
        </div>
      ) : (
        <>
          <p className="text-ink-700">An app on your phone gives a new six-digit code every 30 seconds, asked for after your password.</p>
          <ConfirmFactorChange
            trigger="Set up an authenticator app"
            triggerClassName={primaryButton}
            title="Set up an authenticator app?"
            description="Next you will see a QR code to scan with the app, and a code from it turns it on."
            confirmLabel="Continue"
            busyLabel="Starting..."
            authenticatedUntil={account.authenticatedUntil}
            onConfirm={start}
          />
        </>
      )}
      {problem ? (
        <p id={PROBLEM_ID} role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          {problem}
        </p>
      ) : null}
    </section>
  )
}
