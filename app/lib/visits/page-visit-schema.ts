import * as v from 'valibot'

export const pageVisitSchema = v.object({
  page_name: v.pipe(
    v.string('page_name must be text'),
    v.trim(),
    v.nonEmpty('page_name is required'),
    v.maxLength(100, 'page_name is too long (at most 100 characters)'),
  ),
  page_url: v.pipe(
    v.string('page_url must be text'),
    v.trim(),
    v.nonEmpty('page_url is required'),
    v.maxLength(2000, 'page_url is too long (at most 2000 characters)'),
    v.check((url) => url.startsWith('/') || /^https?:\/\//.test(url), 'page_url must be a site path or an http(s) address'),
  ),
})

export type PageVisit = v.InferOutput<typeof pageVisitSchema>
