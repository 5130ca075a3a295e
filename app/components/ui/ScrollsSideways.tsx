import type { ReactNode } from 'react'

/**
 * A table too wide for a phone: it scrolls sideways on its own (and can be scrolled from the
 * keyboard), so the page itself never does. It is positioned, so that visually hidden labels
 * inside it (absolutely placed) scroll with it instead of widening the page.
 */
export function ScrollsSideways({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take focus, so keyboard users can scroll it
    // biome-ignore lint/a11y/useSemanticElements: a plain scroll container, not a section of the page outline
    <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-label={`${label} (scrolls sideways on small screens)`}>
      {children}
    </div>
  )
}
