import type { ReactNode } from 'react'

/** One titled panel of the dashboard. Its heading takes focus when the control that had it goes away. */
export function AdminSection({
  id,
  title,
  description,
  action,
  children,
}: {
  id: string
  title: string
  description?: string
  action?: ReactNode
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-cream-200 bg-white px-side py-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 wrap-anywhere">
          <h2 id={id} tabIndex={-1} className="font-serif text-2xl font-bold text-wine-900">
            {title}
          </h2>
          {description ? <p className="mt-1 text-ink-700">{description}</p> : null}
        </div>
        {action}
      </div>
      <div className="mt-6">{children}</div>
    </section>
  )
}

/** The panel's loading, error or empty line. */
export function PanelStatus({ children, tone = 'plain' }: { children: ReactNode; tone?: 'plain' | 'error' }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={`rounded-lg px-4 py-6 text-center ${tone === 'error' ? 'bg-red-50 text-red-900' : 'bg-cream-100 text-ink-700'}`}
    >
      {children}
    </div>
  )
}
