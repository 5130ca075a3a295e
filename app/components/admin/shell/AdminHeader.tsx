import { Link } from '@tanstack/react-router'
import { useContent } from '~/lib/content/use-content'
import { secondaryButton } from '~/components/ui/styles'

export function AdminHeader({ email, signingOut, onSignOut }: { email: string; signingOut: boolean; onSignOut: () => void }) {
  const church = useContent('church')
  return (
    <header className="border-b border-cream-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-side py-4">
        <div>
          <h1 className="font-serif text-2xl font-bold text-wine-900">Admin Dashboard</h1>
          <p className="text-sm text-ink-700">
            <Link to="/" className="underline underline-offset-2 hover:text-wine-800">
              {church.name}
            </Link>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-ink-900">
            Signed in as <strong className="break-all">{email}</strong>
          </p>
          <Link to="/admin/account" className="text-wine-700 underline underline-offset-2 hover:text-wine-900">
            Your account
          </Link>
          <button type="button" className={secondaryButton} onClick={() => signingOut || onSignOut()} aria-disabled={signingOut || undefined}>
            {signingOut ? 'Logging out...' : 'Logout'}
          </button>
        </div>
      </div>
    </header>
  )
}
