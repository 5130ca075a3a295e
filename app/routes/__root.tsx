/// <reference types="vite/client" />
import { createRootRoute, HeadContent, lazyRouteComponent, Outlet, Scripts, useRouter, useRouterState } from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import { memo, type ReactNode, useEffect, useState } from 'react'
import { PageVisitTracker } from '~/components/layout/PageVisitTracker'
import { SiteFooter } from '~/components/layout/SiteFooter'
import { SiteHeader } from '~/components/layout/SiteHeader'
import { LazyToaster } from '~/components/ui/LazyToaster'
import { SHELL_CONTENT } from '~/content/documents/keys'
import { findContent } from '~/lib/content/loaded-content'
import { isAdminPath } from '~/lib/admin/admin-path'
import { grottoHref } from '~/lib/christmas/christmas'
import { followStaticLinks } from '~/lib/hydration/follow-static-links'
import { onFirstTouch } from '~/lib/hydration/on-first-touch'
import { when } from '~/lib/hydration/when'
import { PAGE_ANNOUNCER_ID } from '~/lib/site/page-announcer'
import { startRevealOnce } from '~/lib/site/reveal-once'
import { contentSecurityPolicy } from '~/lib/site/security-headers'
import { NOT_FOUND_TITLE } from '~/lib/seo/seo'
import { routeContent } from '~/server-fns/content'
import { getSiteShell } from '~/server-fns/site'
import appCss from '~/styles/app.css?url'

/** How long an open tab keeps the site's settings and shell content before a navigation reads them again. */
const SHELL_STALE_MS = 60_000
/** When this tab last read the root's data: as the page loaded, then at each reload of it. */
let shellLoadedAt = Date.now()

export const Route = createRootRoute({
  loader: async ({ location }) => {
    const [shell, content] = await Promise.all([getSiteShell(), routeContent(SHELL_CONTENT, location)])
    shellLoadedAt = Date.now()
    return { ...shell, content }
  },
  // The router reloads a stale match only when a navigation enters it, which the root never does.
  shouldReload: ({ preload }) => !preload && Date.now() - shellLoadedAt >= SHELL_STALE_MS,
  headers: ({ ssr }) => (ssr?.nonce ? { 'Content-Security-Policy': contentSecurityPolicy(ssr.nonce) } : undefined),
  head: ({ matches }) => {
    const isAdmin = matches.some((match) => isAdminPath(match.fullPath))
    const isNotFound = matches.some((match) => match.status === 'notFound' || match._notFound)
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { title: isNotFound ? NOT_FOUND_TITLE : (findContent(matches, 'church')?.name ?? '') },
        { name: 'theme-color', content: '#82223a' },
        ...(isAdmin ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
      ],
      links: [
        { rel: 'stylesheet', href: appCss },
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      ],
    }
  },
  component: RootLayout,
  // Only unknown paths need it: its code stays out of every other page's first visit.
  notFoundComponent: lazyRouteComponent(() => import('~/components/layout/NotFound'), 'NotFound'),
})

/** Controls marked `data-needs-js` do nothing without JavaScript, so they are hidden then. */
const WITHOUT_JAVASCRIPT_CSS = '[data-needs-js]{display:none!important}'

function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <HeadContent />
        <noscript>
          <style>{WITHOUT_JAVASCRIPT_CSS}</style>
        </noscript>
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}

function RootLayout() {
  const shell = Route.useLoaderData()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const isAdmin = isAdminPath(pathname)
  const grotto = grottoHref(shell?.christmas)
  useEffect(startRevealOnce, [])
  const router = useRouter()
  useEffect(() => followStaticLinks(router), [router])
  useEffect(
    () =>
      router.subscribe('onResolved', ({ fromLocation, pathChanged, toLocation }) => {
        // Its code comes with the first move to another page: a first visit does not download it.
        if (fromLocation && pathChanged) void import('~/components/layout/new-page-focus').then((module) => module.focusNewPage(toLocation))
      }),
    [router],
  )
  return (
    <RootDocument>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-wine-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      {isAdmin ? null : <HeaderPart grotto={grotto} />}
      {/* On public pages a word too long for the screen (large text on a phone) breaks rather than pushing the page sideways. */}
      <main id="main-content" tabIndex={-1} className={isAdmin ? 'shadow-none outline-none' : 'shadow-none outline-none wrap-anywhere'}>
        <Outlet />
      </main>
      <FooterPart />
      <LazyToaster />
      <PageVisitTracker />
      <p id={PAGE_ANNOUNCER_ID} role="status" className="sr-only" />
    </RootDocument>
  )
}

// The root renders again once the page has hydrated: its parts are memoised so that they do not.

/**
 * The header's menus work as plain <details> without JavaScript. Its code arrives on the first
 * touch, or with the first client-side navigation, which changes the page it marks as current.
 */
const HeaderPart = memo(function HeaderPart({ grotto }: { grotto: string | undefined }) {
  const router = useRouter()
  const [when] = useState(() => onFirstTouch((wake) => router.subscribe('onBeforeNavigate', wake)))
  return (
    <Hydrate when={when}>
      <SiteHeader grotto={grotto ? { href: grotto } : undefined} />
    </Hydrate>
  )
})

/** The footer never changes: it keeps the server's HTML and its code is never downloaded. */
const FooterPart = memo(function FooterPart() {
  return (
    <Hydrate when={when.static}>
      <SiteFooter />
    </Hydrate>
  )
})
