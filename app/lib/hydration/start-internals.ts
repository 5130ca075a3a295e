import type { HydrateProps, HydrationStrategy } from '@tanstack/react-start'
import type { ReactElement } from 'react'

/*
 * What this folder takes from Start's <Hydrate> beyond its documented API. <Hydrate> is
 * experimental, and start-internals.test.tsx checks what follows against the installed Start, so
 * that an upgrade that changes it fails there and says what to re-check:
 * - <Hydrate when={…}> renders `when._h(props)` and reads nothing else of `when` (renderedBy);
 * - our parts' wrappers (ServedPart, server-html.tsx) are Start's: the same element, marked with the
 *   same `data-ts-hydrate-id` and `data-ts-hydrate-when` attributes, 'never' for a part that never
 *   hydrates, so app.css and followStaticLinks treat both alike.
 */

/** A `when` for `<Hydrate>` whose part `render` renders. */
export function renderedBy(render: (props: HydrateProps) => ReactElement): HydrationStrategy {
  return { _h: render }
}
