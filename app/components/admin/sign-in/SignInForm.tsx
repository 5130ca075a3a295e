import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import * as v from 'valibot'
import { PasskeySignInButton } from '~/components/admin/account/PasskeySignInButton'
import { describedBy, Field } from '~/components/ui/Field'
import { toast } from '~/components/ui/toast-store'
import { SIGN_IN_FAILED_MESSAGE } from '~/lib/admin/sign-in'
import { adminSignInSchema } from '~/lib/admin/sign-in-schema'
import { type FieldErrors, fieldErrors } from '~/lib/forms/validation'

async function serverMessage(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null
  return typeof body?.error === 'string' && body.error ? body.error : SIGN_IN_FAILED_MESSAGE
}

/** Where the server sends a correct password: the dashboard, the second step, or the account page to set one up. */
async function nextPage(response: Response): Promise<'/admin/dashboard' | '/admin/second-factor' | '/admin/account'> {
  const body = (await response.json().catch(() => null)) as { next?: unknown } | null
  return body?.next === '/admin/second-factor' || body?.next === '/admin/account' ? body.next : '/admin/dashboard'
}

/** The sign-in form: JSON to /api/admin/login with JavaScript, a plain post to /admin without. */
export function SignInForm({ initialError }: { initialError: string | null }) {
  const navigate = useNavigate()
  const [error, setError] = useState<string | null>(initialError)
  const [invalid, setInvalid] = useState<FieldErrors>({})
  const [signingIn, setSigningIn] = useState(false)

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (signingIn) return
    const form = new FormData(event.currentTarget)
    const parsed = v.safeParse(adminSignInSchema, { email: form.get('email'), password: form.get('password') })
    if (!parsed.success) {
      setInvalid(fieldErrors(parsed.issues))
      return
    }
    setInvalid({})
    setError(null)
    setSigningIn(true)
    try {
      const response = await fetch('/api/admin/login', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(parsed.output),
      })
      if (!response.ok) throw new Error(await serverMessage(response))
      const next = await nextPage(response)
      if (next !== '/admin/dashboard') {
        await navigate({ to: next })
        return
      }
      toast({ title: 'Login Successful', description: 'Welcome to the admin dashboard', variant: 'success' })
      await navigate({ to: '/admin/dashboard' })
    } catch (caught) {
      const message = caught instanceof Error && caught.message && !(caught instanceof TypeError) ? caught.message : SIGN_IN_FAILED_MESSAGE
      setError(message)
      toast({ title: 'Login Failed', description: message, variant: 'destructive' })
    } finally {
      setSigningIn(false)
    }
  }

  return (
    <div className="flex min-h-[80vh] items-center justify-center bg-cream-100 px-side py-12">
      <div className="w-full max-w-md rounded-2xl border border-cream-200 bg-white px-side py-8 wrap-anywhere shadow-lg sm:px-8">
        <h1 className="text-center font-serif text-3xl font-bold text-wine-900">Admin Login</h1>
        <p className="mt-2 text-center text-ink-700">Sign in to manage the church website.</p>

        <form method="post" noValidate onSubmit={signIn} className="mt-8 space-y-5">
          {error ? (
            <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900" data-testid="login-error">
              {error}
            </div>
          ) : null}
          <Field id="admin-email" label="Email" error={invalid.email}>
            <input
              id="admin-email"
              name="email"
              type="email"
              autoComplete="username"
              required
              maxLength={254}
              {...describedBy('admin-email', invalid.email)}
              className="w-full rounded-lg border border-ink-600 px-3 py-2.5 text-ink-900"
            />
          </Field>
          <Field id="admin-password" label="Password" error={invalid.password}>
            <input
              id="admin-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              maxLength={1000}
              {...describedBy('admin-password', invalid.password)}
              className="w-full rounded-lg border border-ink-600 px-3 py-2.5 text-ink-900"
            />
          </Field>
          <p className="text-right">
            <Link to="/admin/forgot-password" className="text-wine-700 underline underline-offset-2 hover:text-wine-900">
              Forgot your password?
            </Link>
          </p>
          <button
            type="submit"
            aria-disabled={signingIn || undefined}
            className="w-full rounded-lg border-2 border-transparent bg-wine-700 px-4 py-3 font-semibold text-white hover:bg-wine-800 aria-disabled:cursor-wait aria-disabled:bg-wine-800"
          >
            {signingIn ? 'Signing In...' : 'Sign In'}
          </button>
        </form>

        <div className="mt-6 border-t border-cream-200 pt-6">
          <PasskeySignInButton optionsUrl="/api/admin/passkey-sign-in/options" verifyUrl="/api/admin/passkey-sign-in" label="Sign in with a passkey" />
        </div>

        <p className="mt-6 rounded-lg bg-cream-100 px-4 py-3 text-center text-sm text-ink-700">
          Authorized personnel only. All access is logged and monitored.
        </p>
        <p className="mt-4 text-center">
          <Link to="/" className="text-wine-700 underline underline-offset-2 hover:text-wine-900">
            Back to the website
          </Link>
        </p>
      </div>
    </div>
  )
}
