import type { HydrationStrategy } from '@tanstack/react-start'
import type { HydrateProps } from '@tanstack/react-start'
import { type ReactNode, Suspense, use, useCallback, useRef } from 'react'

/** A `<Hydrate>` strategy with its own renderer, which `<Hydrate>` calls with its props. */
export type RenderedStrategy = HydrationStrategy & { _h: (props: HydrateProps) => ReactNode }

export function strategy(rendered: RenderedStrategy): HydrationStrategy {
  return rendered as HydrationStrategy
}

/** Renders its children on the server; in the browser it waits until `until` settles, and React keeps the server's HTML meanwhile. */
export function ServerHtmlUntil({ until, children }: { until: Promise<void> | null; children: ReactNode }) {
  if (typeof window !== 'undefined' && until) use(until)
  return children
}

/**
 * Keeps a copy of the HTML a part was served with, taken as its wrapper hydrates. Should a parent
 * render the part again while it waits, React drops the server's HTML and shows the Suspense
 * fallback: the copy is that fallback, so nothing on screen changes.
 */
export function useServerHtmlCopy() {
  const html = useRef<string | null>(null)
  const keep = useCallback((wrapper: HTMLDivElement | null) => {
    if (wrapper && html.current === null) html.current = wrapper.innerHTML
  }, [])
  const copy =
    html.current === null ? null : (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML this very part was served with
      <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html.current }} />
    )
  return { keep, copy }
}

/** A part first rendered in the browser, after a client-side navigation: it renders at once, and shows as soon as its code has arrived. */
export function RenderedNow({ children }: { children: ReactNode }) {
  return (
    <div style={{ display: 'contents' }}>
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  )
}
