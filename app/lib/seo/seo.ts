import { findContent } from '../content/loaded-content.ts'

/** The title and heading of the page shown for any unknown path. */
export const NOT_FOUND_TITLE = 'Page Not Found'
/** What the page shown for an unknown path says under its heading. */
export const NOT_FOUND_NOTE = "Sorry, we couldn't find the page you were looking for. It may have moved, or the link may be mistyped."
export const NOT_FOUND_HOME_LINK = 'Go to the home page'

type Page = { title: string; description: string; path: string }
type MatchWithShell = { loaderData?: unknown }

function siteUrlOf(matches: readonly MatchWithShell[]): string {
  const shell = matches[0]?.loaderData as { siteUrl?: string } | undefined
  return shell?.siteUrl ?? ''
}

/** The link-preview picture, drawn by `npm run share-image`. */
const SHARE_IMAGE = { path: '/images/share.jpg', width: 1200, height: 630 }

/** The church's name, for a page's <head>: the root route loads the church's document for every page. */
export function churchNameIn(matches: readonly MatchWithShell[]): string {
  return findContent(matches, 'church')?.name ?? ''
}

/** The <head> of a public page: its own title and description, canonical URL and Open Graph tags. */
export function pageHead(page: Page, matches: readonly MatchWithShell[]) {
  const church = findContent(matches, 'church')
  const name = church?.name ?? ''
  const siteUrl = siteUrlOf(matches)
  const url = `${siteUrl}${page.path}`
  const title = page.path === '/' ? `${name} | ${page.title}` : `${page.title} | ${name}`
  return {
    meta: [
      { title },
      { name: 'description', content: page.description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: name },
      { property: 'og:title', content: title },
      { property: 'og:description', content: page.description },
      { property: 'og:url', content: url },
      { property: 'og:locale', content: 'en_GB' },
      { property: 'og:image', content: `${siteUrl}${SHARE_IMAGE.path}` },
      { property: 'og:image:width', content: String(SHARE_IMAGE.width) },
      { property: 'og:image:height', content: String(SHARE_IMAGE.height) },
      { property: 'og:image:alt', content: `${name}: ${church?.tagline ?? ''}` },
      { name: 'twitter:card', content: 'summary_large_image' },
    ],
    links: [{ rel: 'canonical', href: url }],
  }
}
