import { useState } from 'react'

const STATUS_CARDS = [
  { label: 'System Status', value: 'Online' },
  { label: 'Session Status', value: 'Active' },
  { label: 'Access Level', value: 'Admin' },
] as const

const stampFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short' })

/** The welcome card (its last-login stamp is simply the time the dashboard opened) and the three status cards. */
export function DashboardOverview() {
  const [openedAt] = useState(() => new Date())
  return (
    <div className="grid gap-4 lg:grid-cols-4">
      <section aria-labelledby="welcome" className="rounded-2xl bg-gradient-to-br from-wine-700 to-wine-900 p-6 text-white shadow-sm lg:col-span-4">
        <h2 id="welcome" className="font-serif text-2xl font-bold">
          Welcome, Administrator
        </h2>
        <p className="mt-2 text-cream-100">
          Last login: <time dateTime={openedAt.toISOString()}>{stampFormat.format(openedAt)}</time>
        </p>
        <p className="mt-1 font-semibold text-gold-300">Full access granted</p>
      </section>
      <ul className="grid gap-4 sm:grid-cols-3 lg:col-span-4">
        {STATUS_CARDS.map((card) => (
          <li key={card.label} className="rounded-2xl border border-cream-200 bg-white p-5 shadow-sm">
            <p className="text-sm font-semibold tracking-wide text-ink-700 uppercase">{card.label}</p>
            <p className="mt-1 flex items-center gap-2 font-serif text-2xl font-bold text-wine-900">
              <span aria-hidden="true" className="inline-block h-3 w-3 rounded-full bg-green-600" />
              {card.value}
            </p>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function SecurityNotice() {
  return (
    <section aria-labelledby="security-notice" className="rounded-2xl border border-gold-500 bg-cream-100 p-5 sm:p-6">
      <h2 id="security-notice" className="font-serif text-xl font-bold text-wine-900">
        Security Notice
      </h2>
      <p className="mt-2 text-ink-900">
        You are in the private administration area. All access is logged and monitored. Your session ends after 12 hours without activity, and after 7 days at
        most. Always log out when you have finished, especially on a shared computer, and never share your password.
      </p>
    </section>
  )
}
