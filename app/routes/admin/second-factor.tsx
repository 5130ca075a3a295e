import { createFileRoute, redirect } from '@tanstack/react-router'
import { PasskeySignInButton } from '~/components/admin/account/PasskeySignInButton'
import { type SecondStepError, secondStepErrorMessage } from '~/lib/admin/second-factor'
import { getSecondStepChoices } from '~/server-fns/second-step'
import { secondStepFormResponse } from '#server/second-factor/http.ts'

type Search = { error?: SecondStepError; minutes?: number }
const ERRORS: SecondStepError[] = ['invalid', 'throttled', 'code']
/** The errors that are about what was typed in the code field, rather than about waiting. */
const CODE_ERRORS: SecondStepError[] = ['invalid', 'code']
const ERROR_ID = 'second-step-error'

export const Route = createFileRoute('/admin/second-factor')({
  validateSearch: (search: Record<string, unknown>): Search => {
    const error = ERRORS.find((code) => code === search.error)
    const minutes = typeof search.minutes === 'number' && Number.isInteger(search.minutes) && search.minutes > 0 ? search.minutes : undefined
    return { ...(error ? { error } : {}), ...(error === 'throttled' && minutes ? { minutes } : {}) }
  },
  loader: async () => {
    const choices = await getSecondStepChoices()
    if (!choices) throw redirect({ to: '/admin', search: { error: 'expired' } })
    return choices
  },
  head: () => ({ meta: [{ title: 'Confirm it is you' }] }),
  // The code form posts here, with or without JavaScript; the answer is a 303.
  server: { handlers: { POST: ({ request }) => secondStepFormResponse(request) } },
  component: SecondStepPage,
})

function SecondStepPage() {
  const choices = Route.useLoaderData()
  const search = Route.useSearch()
  const error = secondStepErrorMessage(search.error, search.minutes)
  const codeRefused = CODE_ERRORS.some((code) => code === search.error)
  return (
    <div className="flex min-h-[80vh] items-center justify-center bg-cream-100 px-side py-12">
      <div className="w-full max-w-md space-y-6 rounded-2xl border border-cream-200 bg-white px-side py-8 wrap-anywhere shadow-lg sm:px-8">
        <div>
          <h1 className="text-center font-serif text-3xl font-bold text-wine-900">Confirm it is you</h1>
          <p className="mt-2 text-center text-ink-700">Your password was right. One more step keeps the dashboard safe.</p>
        </div>
        {error ? (
          <div id={ERROR_ID} role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900" data-testid="second-step-error">
            {error}
          </div>
        ) : null}
        {choices.passkeys ? (
          <section aria-labelledby="passkey-step" className="space-y-3">
            <h2 id="passkey-step" className="font-semibold text-ink-900">
              With your passkey
            </h2>
            <PasskeySignInButton optionsUrl="/api/admin/second-factor/options" verifyUrl="/api/admin/second-factor" label="Use your passkey" />
          </section>
        ) : null}
        {choices.totp ? (
          <form method="post" className="space-y-3" aria-labelledby="code-step">
            <h2 id="code-step" className="font-semibold text-ink-900">
              With a code
            </h2>
            <label htmlFor="second-step-code" className="block text-ink-900">
              Code from your authenticator app, or a recovery code
            </label>
            <input
              id="second-step-code"
              name="code"
              type="text"
              autoComplete="one-time-code"
              inputMode="text"
              required
              maxLength={40}
              aria-invalid={codeRefused || undefined}
              aria-describedby={codeRefused ? ERROR_ID : undefined}
              className="w-full rounded-lg border border-ink-600 px-3 py-2.5 text-ink-900"
            />
            <button type="submit" className="w-full rounded-lg border-2 border-transparent bg-wine-700 px-4 py-3 font-semibold text-white hover:bg-wine-800">
              Continue
            </button>
          </form>
        ) : null}
        <p className="text-center text-sm text-ink-700">
          <a href="/admin" className="text-wine-700 underline underline-offset-2">
            Start again
          </a>
        </p>
      </div>
    </div>
  )
}
