import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/** The frame of the pages a news e-mail's links open: a card with a heading and a way back to the site. */
export function NewsPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-[70vh] items-center justify-center bg-cream-100 px-side py-12">
      <div className="w-full max-w-lg rounded-2xl border border-cream-200 bg-white px-side py-8 wrap-anywhere shadow-lg sm:px-8">
        <h1 className="font-serif text-3xl font-bold text-wine-900">{title}</h1>
        <div className="mt-4 space-y-4 text-ink-900">{children}</div>
        <p className="mt-6">
          <Link to="/" className="text-wine-700 underline underline-offset-2 hover:text-wine-900">
            Back to the home page
          </Link>
        </p>
      </div>
    </div>
  )
}

/** The one button of a news link's page: a plain form post, so it works without JavaScript and a link checker cannot press it. */
export function NewsButton({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <form method="post">
      {children}
      <button
        type="submit"
        className="min-h-12 w-full rounded-lg border-2 border-transparent bg-wine-700 px-4 py-3 font-semibold text-white hover:bg-wine-800 sm:w-auto sm:px-8"
      >
        {label}
      </button>
    </form>
  )
}

/** The way to ask again: the Stay in Touch form. */
export const AskAgain = () => (
  <Link to="/stayintouch" className="text-wine-700 underline underline-offset-2 hover:text-wine-900">
    Stay in Touch form
  </Link>
)
