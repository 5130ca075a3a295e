import type { HydrateProps, HydrationStrategy } from '@tanstack/react-start'
import { load, visible } from '@tanstack/react-start/hydration'
import { type ReactNode, Suspense, use, useCallback, useId, useRef, useState } from 'react'
import { useIsHydrating } from '~/lib/use-hydrated.ts'

const forever = new Promise<never>(() => {})

/** Renders its children on the server; in the browser it waits forever, so React keeps the server's HTML. */
function ServerOnly({ children }: { children: ReactNode }) {
  if (typeof window !== 'undefined') use(forever)
  return children
}

/**
 * A part that keeps the server's HTML and never hydrates, so its code is never downloaded.
 * Start's own `never()` does this too, but it renders again once the page has hydrated, and React
 * then swaps the part's whole server HTML for a copy. This one renders once. Should a parent
 * render it again, the copy kept here stands in, as React cannot hold on to the original then.
 */
function StaticHydrate(props: HydrateProps) {
  const id = useId()
  const [served] = useState(useIsHydrating())
  const serverHtml = useRef<string | null>(null)
  const keepServerHtml = useCallback((element: HTMLDivElement | null) => {
    if (element && serverHtml.current === null) serverHtml.current = element.innerHTML
  }, [])
  if (!served) return <div>{props.children}</div>
  const copy =
    serverHtml.current === null ? null : (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML this very part was served with
      <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: serverHtml.current }} />
    )
  return (
    <div ref={keepServerHtml} data-ts-hydrate-id={id} data-ts-hydrate-when="never">
      <Suspense fallback={copy}>
        <ServerOnly>{props.children}</ServerOnly>
      </Suspense>
    </div>
  )
}

type ReactStrategy = HydrationStrategy & { _h: (props: HydrateProps) => ReactNode }

/** The `when` of a part that never hydrates (see StaticHydrate). */
export function serverHtmlOnly(): HydrationStrategy {
  const strategy: ReactStrategy = { _t: 'never', _d: () => true, _h: StaticHydrate }
  return strategy as HydrationStrategy
}

type PartTimings = Record<'static' | 'visible' | 'form', HydrationStrategy>

/** When each kind of page part hydrates, for a page that came with the server's HTML. */
const SERVED: PartTimings = {
  /** Text and pictures: the server's HTML stays, and their code is never downloaded. */
  static: serverHtmlOnly(),
  /** Videos, maps, frames and downloads: hydrate as they come near the screen. */
  visible: visible(),
  /** Forms: hydrate with the page. Until then, Send posts the form without JavaScript. */
  form: load(),
}

/** A page first rendered in the browser, after a link was followed: every part renders at once. */
const NAVIGATED: PartTimings = { static: load(), visible: load(), form: load() }

/**
 * The `when` of each `<Hydrate>` boundary in a component, fixed for the component's life: SERVED
 * while it hydrates from the server's HTML, NAVIGATED when a link brought it. Write the boundaries
 * themselves in the file whose code they hold back: Start moves their children into chunks of
 * their own at build time.
 */
export function useHydrateWhen(): PartTimings {
  const [served] = useState(useIsHydrating())
  return served ? SERVED : NAVIGATED
}
