import { createFileRoute } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { Hydrate } from '@tanstack/react-start'
import { LibraryPage } from '~/components/sermons/library/LibraryPage'
import { when } from '~/lib/hydration/when'
import type { LibrarySearch } from '~/lib/sermons/library-query'
import { pageHead } from '~/lib/seo/seo'
import { getLibraryPage } from '~/server-fns/sermon-library'

export const Route = createFileRoute('/sermons_/library')({
  // Read on the server (getLibraryPage), which leaves out whatever the library does not know; the address bar keeps what was sent.
  validateSearch: (search: Record<string, unknown>) => search as LibrarySearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => getLibraryPage({ data: deps }),
  head: ({ matches, loaderData }) => {
    const search = loaderData?.search ?? {}
    const head = pageHead(
      {
        title: search.q ? `Sermons found for “${search.q}”` : 'Sermon Library',
        description: 'Every sermon we have preached: search by words or Bible passage, series, speaker or book.',
        path: loaderData?.href ?? '/sermons/library',
      },
      matches,
    )
    // A search's results are for the one who searched: search engines follow their links but do not list them.
    return search.q ? { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex, follow' }] } : head
  },
  component: LibraryRoute,
})

function LibraryRoute() {
  const library = Route.useLoaderData()
  useResultsFocusOnNewSearch(library.href)
  // Keyed by the search: a static part keeps the HTML it was served with, and a link to another page of the library is followed in the app.
  return (
    <Hydrate key={library.href} when={when.static}>
      <LibraryPage library={library} />
    </Hydrate>
  )
}

/** How long to wait for the new results to be shown. */
const RESULTS_WAIT_MS = 5000

/**
 * Another page of results, followed in the app, replaces the whole part, and with it the link that
 * had the focus: the focus goes to the results' heading once it is shown, and the status line under it
 * says what was found. (A search is a plain form, whose answer is a page load like any other.)
 */
function useResultsFocusOnNewSearch(href: string) {
  const shown = useRef(href)
  useEffect(() => {
    if (shown.current === href) return
    shown.current = href
    const before = document.activeElement
    const deadline = performance.now() + RESULTS_WAIT_MS
    let frame = 0
    const focusWhenShown = () => {
      const heading = document.querySelector<HTMLElement>('#sermons-found h2')
      const replaced = !before?.isConnected || before === document.body
      if (heading && replaced) {
        if (document.activeElement === before || document.activeElement === document.body) {
          heading.tabIndex = -1
          heading.focus()
        }
        return
      }
      if (performance.now() < deadline) frame = requestAnimationFrame(focusWhenShown)
    }
    frame = requestAnimationFrame(focusWhenShown)
    return () => cancelAnimationFrame(frame)
  }, [href])
}
