import { createServerFn } from '@tanstack/react-start'
import { getRequest, setResponseHeader } from '@tanstack/react-start/server'
import { type ContentKey, isContentKey } from '~/content/documents/keys'
import { asksForPreview, type LoadedContent } from '~/lib/content/loaded-content'
import { currentAdmin } from '#server/auth/require-admin.ts'
import { contentWithDrafts } from '#server/content/preview.ts'
import { publishedContent } from '#server/content/published.ts'
import { keepRenderPrivate } from '#server/render/stand-ins.ts'

type ContentRequest = { keys: ContentKey[]; preview: boolean }

function contentRequest(input: unknown): ContentRequest {
  const { keys, preview } = (input ?? {}) as { keys?: unknown; preview?: unknown }
  if (!Array.isArray(keys) || keys.length > 32 || !keys.every((key) => typeof key === 'string' && isContentKey(key))) {
    throw new Error('Unknown content')
  }
  return { keys, preview: preview === true }
}

function pick<K extends ContentKey>(content: Record<ContentKey, unknown>, keys: readonly K[]) {
  return Object.fromEntries(keys.map((key) => [key, content[key]])) as LoadedContent<K>['documents']
}

/**
 * The documents a page shows: the published ones, from memory. With `preview`, a signed-in
 * administrator sees the drafts in their place, on a render that is never cached or shared;
 * anyone else asking for a preview sees the published site.
 */
export const loadContent = createServerFn({ method: 'GET' })
  .validator(contentRequest)
  .handler(async ({ data }): Promise<LoadedContent> => {
    if (data.preview && (await currentAdmin(getRequest()))) {
      setResponseHeader('Cache-Control', 'private, no-store')
      keepRenderPrivate()
      return { documents: await contentWithDrafts(data.keys), preview: true }
    }
    return { documents: pick(await publishedContent(), data.keys), preview: false }
  })

/** A route loader's content: `content: await routeContent(['times'], location)`. */
export function routeContent<K extends ContentKey>(keys: readonly K[], location: { search: unknown }): Promise<LoadedContent<K>> {
  return loadContent({ data: { keys: [...keys], preview: asksForPreview(location.search) } }) as Promise<LoadedContent<K>>
}
