import { type ReactNode, Suspense, use, useCallback, useId, useRef } from 'react'

/** Renders its children on the server; in the browser it waits until `until` settles, and React keeps the server's HTML meanwhile. */
function ServerHtmlUntil({ until, children }: { until: Promise<void>; children: ReactNode }) {
  if (typeof window !== 'undefined') use(until)
  return children
}

/** How a served part waits, as its wrapper's `data-ts-hydrate-when` says. */
type PartKind = 'never' | 'touch'

/** Matches the wrapper of a part that never hydrates. */
export const STATIC_PART_SELECTOR = '[data-ts-hydrate-when="never"]' satisfies `[data-ts-hydrate-when="${PartKind}"]`

type ServedPartProps = {
  kind: PartKind
  /** Hydration waits for it. */
  until: Promise<void>
  /** Receives the wrapper element, for a part that watches it. */
  onWrapper?: (wrapper: HTMLDivElement | null) => void
  children: ReactNode
}

/**
 * A part served with the page's HTML, which React keeps until `until` settles. The wrapper keeps a
 * copy of that HTML as it hydrates: should a parent render the part again while it waits, React
 * drops the server's HTML and shows the Suspense fallback, and the copy is that fallback, so
 * nothing on screen changes.
 */
export function ServedPart({ kind, until, onWrapper, children }: ServedPartProps) {
  const id = useId()
  const html = useRef<string | null>(null)
  const mount = useCallback(
    (wrapper: HTMLDivElement | null) => {
      if (wrapper && html.current === null) html.current = wrapper.innerHTML
      onWrapper?.(wrapper)
    },
    [onWrapper],
  )
  const copy =
    html.current === null ? null : (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML this very part was served with
      <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html.current }} />
    )
  return (
    <div ref={mount} data-ts-hydrate-id={id} data-ts-hydrate-when={kind}>
      <Suspense fallback={copy}>
        <ServerHtmlUntil until={until}>{children}</ServerHtmlUntil>
      </Suspense>
    </div>
  )
}

/** A part first rendered in the browser, after a client-side navigation: it renders at once, and shows as soon as its code has arrived. */
export function RenderedNow({ children }: { children: ReactNode }) {
  return (
    <div style={{ display: 'contents' }}>
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  )
}
