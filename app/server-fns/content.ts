import { createServerFn } from '@tanstack/react-start'
import { getRequest, setResponseHeader } from '@tanstack/react-start/server'
import * as v from 'valibot'
import { type ContentKey, isContentKey } from '~/content/documents/keys'
import type { PageIntroKey, Pages } from '~/content/documents/pages'
import { asksForPreview, type LoadedContent } from '~/lib/content/loaded-content'
import { admittedAdmin } from '#server/auth/require-admin.ts'
import { contentWithDrafts } from '#server/content/preview.ts'
import { publishedContent } from '#server/content/published.ts'
import { BadRequest } from '#server/errors.ts'
import { keepRenderPrivate } from '#server/render/stand-ins.ts'
import { serverFunctionInput } from '#server/http/validate.ts'

const contentRequest = v.strictObject({
  keys: v.pipe(v.array(v.custom<ContentKey>((key) => typeof key === 'string' && isContentKey(key), 'Unknown content')), v.maxLength(32, 'Too many documents')),
  preview: v.optional(v.boolean(), false),
  intro: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.regex(/^[a-zA-Z]{1,40}$/, 'Unknown page'),
        v.transform((intro) => intro as PageIntroKey),
      ),
    ),
    null,
  ),
})

/** Of the page introductions, only the one page's: a page never carries the others' in its loader data. */
function withOnlyIntro(documents: LoadedContent['documents'], intro: PageIntroKey | null): LoadedContent['documents'] {
  if (intro === null) return documents
  const pages = (documents as Partial<LoadedContent['documents']>).pages
  if (!pages || !Object.hasOwn(pages, intro)) throw new BadRequest('Invalid request', 400, { intro: 'Unknown page' })
  return { ...documents, pages: { [intro]: pages[intro] } as Pages }
}

function pick<K extends ContentKey>(content: Record<ContentKey, unknown>, keys: readonly K[]) {
  return Object.fromEntries(keys.map((key) => [key, content[key]])) as LoadedContent<K>['documents']
}

/**
 * The documents a page shows: the published ones, from memory. With `preview`, a signed-in
 * administrator past the admin gate (a required second factor set up) sees the drafts in their
 * place, on a render that is never cached or shared; anyone else asking for a preview sees the published site.
 */
export const loadContent = createServerFn({ method: 'GET' })
  .validator(serverFunctionInput(contentRequest))
  .handler(async ({ data }): Promise<LoadedContent> => {
    if (data.preview && (await admittedAdmin(getRequest()))) {
      setResponseHeader('Cache-Control', 'private, no-store')
      keepRenderPrivate()
      return { documents: withOnlyIntro(await contentWithDrafts(data.keys), data.intro), preview: true }
    }
    return { documents: withOnlyIntro(pick(await publishedContent(), data.keys), data.intro), preview: false }
  })

/**
 * A route loader's content: `content: await routeContent(['people'], location, 'ourPeople')`, with
 * the page's own introduction (read by `usePageIntro`) when it names one.
 */
export function routeContent<K extends ContentKey>(keys: readonly K[], location: { search: unknown }, intro?: PageIntroKey): Promise<LoadedContent<K>> {
  const withIntro: ContentKey[] = intro ? ['pages', ...keys.filter((key) => key !== 'pages')] : [...keys]
  return loadContent({ data: { keys: withIntro, preview: asksForPreview(location.search), intro: intro ?? null } }) as Promise<LoadedContent<K>>
}
