import { church } from '../content/church'

type Page = { title: string; description: string; path: string }
type MatchWithShell = { loaderData?: unknown }

/** The site's absolute base URL (SITE_URL), from the root route's loader data. */
export function siteUrlOf(matches: readonly MatchWithShell[]): string {
  const shell = matches[0]?.loaderData as { siteUrl?: string } | undefined
  return shell?.siteUrl ?? ''
}

/** The <head> of a public page: its own title and description, canonical URL and Open Graph tags. */
export function pageHead(page: Page, matches: readonly MatchWithShell[]) {
  const url = `${siteUrlOf(matches)}${page.path}`
  const title = page.path === '/' ? `${church.name} | ${page.title}` : `${page.title} | ${church.name}`
  return {
    meta: [
      { title },
      { name: 'description', content: page.description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: church.name },
      { property: 'og:title', content: title },
      { property: 'og:description', content: page.description },
      { property: 'og:url', content: url },
      { property: 'og:locale', content: 'en_GB' },
    ],
    links: [{ rel: 'canonical', href: url }],
  }
}
