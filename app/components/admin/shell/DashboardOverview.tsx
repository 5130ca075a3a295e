import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { SiteHealth, SiteProblem } from '~/lib/admin/site-health'

export const SITE_HEALTH_KEY = ['/api/admin/site-health'] as const
const RECHECK_EVERY_MS = 5 * 60 * 1000

type StatusCard = { label: string; value: string; ok: boolean }

/** The System Status card says 'Online' only when the site's health check finds nothing wrong. */
function statusCards(health: UseQueryResult<SiteHealth>): StatusCard[] {
  const system: StatusCard = health.isPending
    ? { label: 'System Status', value: 'Checking…', ok: true }
    : health.isError
      ? { label: 'System Status', value: 'Unknown', ok: false }
      : health.data.problems.length > 0
        ? { label: 'System Status', value: 'Needs attention', ok: false }
        : { label: 'System Status', value: 'Online', ok: true }
  return [system, { label: 'Session Status', value: 'Active', ok: true }, { label: 'Access Level', value: 'Admin', ok: true }]
}

const stampFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short' })

/** What is wrong with the site, each in plain words with what to do: first on the dashboard, so it is seen. */
function SiteProblems({ problems }: { problems: SiteProblem[] }) {
  return (
    <section
      role="alert"
      aria-labelledby="site-problems"
      className="rounded-2xl border-2 border-red-700 bg-red-50 px-side py-5 text-red-950 sm:p-6 lg:col-span-4"
    >
      <h2 id="site-problems" className="font-serif text-xl font-bold">
        <span aria-hidden="true">⚠ </span>The website needs attention
      </h2>
      <ul className="mt-3 grid gap-4">
        {problems.map((problem) => (
          <li key={problem.kind}>
            <p className="font-semibold">{problem.summary}</p>
            <p className="mt-1">{problem.detail}</p>
            <p className="mt-1">{problem.advice}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Any problem the site has, the welcome card (its last-login stamp is simply the time the dashboard opened) and the three status cards. */
export function DashboardOverview() {
  const [openedAt] = useState(() => new Date())
  const health = useQuery<SiteHealth>({ queryKey: SITE_HEALTH_KEY, staleTime: 0, refetchInterval: RECHECK_EVERY_MS })
  const problems = health.data?.problems ?? []
  return (
    <div className="grid grid-cols-1 gap-4 wrap-anywhere lg:grid-cols-4">
      {problems.length > 0 && <SiteProblems problems={problems} />}
      <section
        aria-labelledby="welcome"
        className="rounded-2xl bg-gradient-to-br from-wine-700 to-wine-900 px-side py-6 text-white sm:px-6 shadow-sm lg:col-span-4"
      >
        <h2 id="welcome" className="font-serif text-2xl font-bold">
          Welcome, Administrator
        </h2>
        <p className="mt-2 text-cream-100">
          Last login: <time dateTime={openedAt.toISOString()}>{stampFormat.format(openedAt)}</time>
        </p>
        <p className="mt-1 font-semibold text-gold-300">Full access granted</p>
      </section>
      <ul className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,14rem),1fr))] gap-4 lg:col-span-4">
        {statusCards(health).map((card) => (
          <li key={card.label} className="rounded-2xl border border-cream-200 bg-white px-side py-5 shadow-sm sm:px-5" data-testid="status-card">
            <p className="text-sm font-semibold tracking-wide text-ink-700 uppercase">{card.label}</p>
            <p className="mt-1 flex items-center gap-2 font-serif text-2xl font-bold text-wine-900">
              <span
                aria-hidden="true"
                className={`inline-block h-3 w-3 shrink-0 rounded-full forced-colors:border-2 forced-colors:border-[CanvasText] ${card.ok ? 'bg-green-600' : 'bg-red-700'}`}
              />
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
    <section aria-labelledby="security-notice" className="rounded-2xl border border-gold-500 bg-cream-100 px-side py-5 sm:p-6">
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
