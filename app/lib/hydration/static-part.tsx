import type { HydrateProps, HydrationStrategy } from '@tanstack/react-start'
import { Suspense, useId, useState } from 'react'
import { useIsHydrating } from './use-is-hydrating.ts'
import { RenderedNow, ServerHtmlUntil, strategy, useServerHtmlCopy } from './server-html.tsx'

const never = new Promise<void>(() => {})

/**
 * A part that keeps the server's HTML and never hydrates, so its code is never downloaded.
 * Start's own `never()` does this too, but it renders again once the page has hydrated, and React
 * then swaps the part's server HTML for a copy. This one renders once.
 */
function StaticHydrate({ children }: HydrateProps) {
  const id = useId()
  const [served] = useState(useIsHydrating())
  const { keep, copy } = useServerHtmlCopy()
  if (!served) return <RenderedNow>{children}</RenderedNow>
  return (
    <div ref={keep} data-ts-hydrate-id={id} data-ts-hydrate-when="never">
      <Suspense fallback={copy}>
        <ServerHtmlUntil until={never}>{children}</ServerHtmlUntil>
      </Suspense>
    </div>
  )
}

/** The `when` of a part that never hydrates (see StaticHydrate). */
export function serverHtmlOnly(): HydrationStrategy {
  return strategy({ _t: 'never', _d: () => true, _h: StaticHydrate })
}
