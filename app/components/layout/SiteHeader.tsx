import { Link, useLoaderData, useRouterState } from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import { useEffect, useRef } from 'react'
import type { Church } from '~/content/documents/church'
import { useContent } from '~/lib/content/use-content'
import { when } from '~/lib/hydration/when'
import { mainLinks, type QuickLink, quickLinks } from '~/lib/site/navigation'
import { closeDetails, closeEnclosingDetails } from './close-details'
import { LogoMark } from './Logo'
import { PreviewBanner } from './PreviewBanner'

type GrottoLink = { href: string } | undefined

function isCurrent(pathname: string, href: string) {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`)
}

function QuickLinkItem({ link, onChoose }: { link: QuickLink; onChoose: (event: React.MouseEvent<HTMLElement>) => void }) {
  const className = 'block rounded-md px-3 py-2 text-ink-900 hover:bg-wine-50 hover:text-wine-800'
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={className} onClick={onChoose}>
        {link.label}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    )
  }
  return (
    <Link to={link.href} className={className} onClick={onChoose}>
      {link.label}
    </Link>
  )
}

function withGrotto(church: Church, grotto: GrottoLink): QuickLink[] {
  const links = quickLinks(church)
  if (!grotto) return links
  return [...links, { label: 'Christmas Grotto Booking', href: grotto.href, external: /^https?:/i.test(grotto.href) }]
}

/**
 * Closes an open <details> when the visitor clicks elsewhere, moves the focus out of it, or presses
 * Escape (which gives the focus back to its summary). It listens in the capture phase: React stops
 * an event inside a part of the page that never hydrates from going further.
 */
function useDismissable(ref: React.RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const close = (event: Event) => {
      const details = ref.current
      if (!details?.open) return
      if (event instanceof KeyboardEvent) {
        if (event.key === 'Escape') closeDetails(details, details.contains(document.activeElement))
      } else if (!details.contains(event.target as Node)) {
        closeDetails(details, false)
      }
    }
    const types = ['click', 'keydown', 'focusin'] as const
    for (const type of types) document.addEventListener(type, close, true)
    return () => {
      for (const type of types) document.removeEventListener(type, close, true)
    }
  }, [ref])
}

export function SiteHeader({ grotto }: { grotto: GrottoLink }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const church = useContent('church')
  // The root's loader says whether the page is an administrator's preview (useIsPreview asks every route).
  const preview = useLoaderData({ from: '__root__', select: (data) => data.content.preview })
  const quickRef = useRef<HTMLDetailsElement>(null)
  const menuRef = useRef<HTMLDetailsElement>(null)
  useDismissable(quickRef)
  useDismissable(menuRef)
  const links = withGrotto(church, grotto)

  const mainLinkClass = (href: string) =>
    `whitespace-nowrap rounded-md py-2 font-medium ${isCurrent(pathname, href) ? 'bg-wine-700 text-white' : 'text-ink-900 hover:bg-wine-50 hover:text-wine-800'}`

  return (
    <>
      {preview ? (
        // Only an administrator's preview has it, rendered on the server: its code is never downloaded.
        <Hydrate when={when.static}>
          <PreviewBanner />
        </Hydrate>
      ) : null}
      {/* Sticky, or else relative where it scrolls away (decision 044): either way the open menu's panel hangs from its bottom edge. */}
      <header className="relative top-0 z-40 wrap-anywhere room-for-header:sticky border-b border-cream-200 bg-cream-50">
        {/* From xl on, one row: the brand's name wraps before anything else moves (decision 044). */}
        <nav aria-label="Main" className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-3 xl:flex-nowrap xl:gap-2">
          <Link to="/" className="mr-auto flex min-w-0 items-center gap-2 rounded-md font-serif text-lg font-bold text-wine-800">
            <LogoMark className="h-10 w-10 shrink-0" />
            <span className="leading-tight">{church.name}</span>
          </Link>

          <ul className="hidden items-center gap-1 xl:flex">
            {mainLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className={`px-2 ${mainLinkClass(link.href)}`} aria-current={isCurrent(pathname, link.href) ? 'page' : undefined}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>

          <details ref={quickRef} className="relative hidden xl:block" data-testid="quick-links">
            <summary className="cursor-pointer whitespace-nowrap rounded-md px-2 py-2 font-medium text-ink-900 hover:bg-wine-50">
              Quick links <span aria-hidden="true">▾</span>
            </summary>
            <ul className="absolute right-0 mt-2 w-64 rounded-lg border border-cream-200 bg-white p-2 shadow-lg">
              {links.map((link) => (
                <li key={link.label}>
                  <QuickLinkItem link={link} onChoose={closeEnclosingDetails} />
                </li>
              ))}
            </ul>
          </details>

          <Link
            to="/sundays"
            className="hidden whitespace-nowrap rounded-full border-2 border-transparent bg-gold-400 px-3.5 py-1.5 font-semibold text-ink-900 hover:bg-gold-300 sm:inline-block"
          >
            Join us this Sunday
          </Link>

          <details ref={menuRef} className="xl:hidden" data-testid="mobile-menu">
            <summary className="cursor-pointer rounded-md border border-wine-700 px-3 py-2 font-semibold text-wine-800">
              Menu<span className="sr-only"> (open or close the site menu)</span>
            </summary>
            <div className="absolute inset-x-0 top-full max-h-[calc(100dvh-100%)] scroll-py-2 overflow-y-auto border-b border-cream-200 bg-cream-50 px-4 pb-6 shadow-lg">
              <ul className="mx-auto max-w-6xl space-y-1 pt-3">
                {mainLinks.map((link) => (
                  <li key={link.href}>
                    <Link
                      to={link.href}
                      onClick={closeEnclosingDetails}
                      className={`block px-3 ${mainLinkClass(link.href)}`}
                      aria-current={isCurrent(pathname, link.href) ? 'page' : undefined}
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
              <Link
                to="/sundays"
                onClick={closeEnclosingDetails}
                className="mx-auto mt-4 block max-w-6xl rounded-full border-2 border-transparent bg-gold-400 px-3.5 py-2.5 text-center font-semibold text-ink-900"
              >
                Join us this Sunday
              </Link>
              <section aria-labelledby="mobile-quick-links" className="mx-auto mt-5 max-w-6xl">
                <h2 id="mobile-quick-links" className="px-3 text-sm font-bold uppercase tracking-wide text-ink-700">
                  Quick links
                </h2>
                <ul className="mt-1 space-y-1">
                  {links.map((link) => (
                    <li key={link.label}>
                      <QuickLinkItem link={link} onChoose={closeEnclosingDetails} />
                    </li>
                  ))}
                </ul>
              </section>
            </div>
          </details>
        </nav>
      </header>
    </>
  )
}
