import type { HydrationStrategy } from '@tanstack/react-start'
import { type ReactNode, useState } from 'react'
import { RenderedNow, ServedPart } from './server-html.tsx'
import { renderedBy } from './start-internals.ts'
import { useIsHydrating } from './use-is-hydrating.ts'

const never = new Promise<void>(() => {})

/**
 * A part that keeps the server's HTML and never hydrates, so its code is never downloaded.
 * Start's own `never()` does this too, but it renders again once the page has hydrated, and React
 * then swaps the part's server HTML for a copy. This one renders once.
 */
function StaticPart({ children }: { children: ReactNode }) {
  const [served] = useState(useIsHydrating())
  if (!served) return <RenderedNow>{children}</RenderedNow>
  return (
    <ServedPart kind="never" until={never}>
      {children}
    </ServedPart>
  )
}

/** The `when` of a part that never hydrates (see StaticPart). */
export function serverHtmlOnly(): HydrationStrategy {
  return renderedBy(({ children }) => <StaticPart>{children}</StaticPart>)
}
