import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { describedBy, Field } from '~/components/ui/Field'

/** The frame of the sign-in-side pages: a card with a heading, under the site's header. */
export function AccountCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-[80vh] items-center justify-center bg-cream-100 px-side py-12">
      <div className="w-full max-w-md rounded-2xl border border-cream-200 bg-white px-side py-8 wrap-anywhere shadow-lg sm:px-8">
        <h1 className="text-center font-serif text-3xl font-bold text-wine-900">{title}</h1>
        {intro ? <p className="mt-2 text-center text-ink-700">{intro}</p> : null}
        <div className="mt-8">{children}</div>
        <p className="mt-6 text-center">
          <Link to="/admin" className="text-wine-700 underline underline-offset-2 hover:text-wine-900">
            Back to sign in
          </Link>
        </p>
      </div>
    </div>
  )
}

export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'success' }) {
  const look = tone === 'error' ? 'border-red-300 bg-red-50 text-red-900' : 'border-green-300 bg-green-50 text-green-900'
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg border px-4 py-3 ${look}`} data-testid="account-message">
      {children}
    </div>
  )
}

type InputProps = {
  id: string
  name: string
  label: string
  type: string
  autoComplete: string
  error?: string
  hint?: string
  maxLength: number
  /** What was typed before the form came back with something to correct. */
  defaultValue?: string
}

/** One labelled input of these plain forms. */
export function AccountInput({ id, name, label, type, autoComplete, error, hint, maxLength, defaultValue }: InputProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        maxLength={maxLength}
        defaultValue={defaultValue}
        {...describedBy(id, error, hint)}
        className="w-full rounded-lg border border-ink-600 px-3 py-2.5 text-ink-900"
      />
    </Field>
  )
}

export const submitButton = 'w-full rounded-lg border-2 border-transparent bg-wine-700 px-4 py-3 font-semibold text-white hover:bg-wine-800'
