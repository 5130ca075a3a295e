import type { ReactNode } from 'react'

/** One card of the account page, with its heading, which takes focus when the control that had it goes away. */
export function AccountSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4 rounded-2xl border border-cream-200 bg-white px-side py-6 shadow-sm sm:px-6">
      <h2 id={`${id}-heading`} tabIndex={-1} className="font-serif text-2xl font-bold text-wine-900">
        {title}
      </h2>
      {children}
    </section>
  )
}
