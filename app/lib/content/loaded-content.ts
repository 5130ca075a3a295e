import type { ContentOf, SiteContent } from '~/content/documents/index.ts'
import type { ContentKey } from '~/content/documents/keys.ts'

/** What a route's loader hands its page: the documents it shows, and whether they are an administrator's preview of drafts. */
export type LoadedContent<K extends ContentKey = ContentKey> = { documents: Pick<SiteContent, K>; preview: boolean }

type MatchLike = { loaderData?: unknown }

/** A document among those the matched routes loaded (each route's loader data holds `content`). */
export function findContent<K extends ContentKey>(matches: readonly MatchLike[], key: K): ContentOf<K> | undefined {
  for (let index = matches.length - 1; index >= 0; index--) {
    const loaded = (matches[index]?.loaderData as { content?: LoadedContent } | undefined)?.content
    if (loaded && key in loaded.documents) return (loaded.documents as Partial<SiteContent>)[key] as ContentOf<K>
  }
  return undefined
}

/** Whether the page shows drafts: the administrator's preview. */
export function isPreview(matches: readonly MatchLike[]): boolean {
  return matches.some((match) => (match.loaderData as { content?: LoadedContent } | undefined)?.content?.preview === true)
}

/** Whether a page's address asks for the administrator's preview: `?preview`. */
export function asksForPreview(search: unknown): boolean {
  return typeof search === 'object' && search !== null && 'preview' in search
}
