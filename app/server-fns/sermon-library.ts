import { createServerFn } from '@tanstack/react-start'
import type { LibraryPage, SeriesPage, SermonPage } from '~/lib/sermons/library'
import { librarySearch } from '~/lib/sermons/library-query'
import { SLUG_PATTERN } from '~/lib/sermons/slug'
import { libraryPage, seriesPage, sermonPage } from '#server/sermons/library/read.ts'

const isRecord = (input: unknown): input is Record<string, unknown> => typeof input === 'object' && input !== null
/** A slug, or '' for anything that cannot be one, which finds nothing without a query. */
const slugInput = (input: unknown): string => (typeof input === 'string' && input.length <= 100 && SLUG_PATTERN.test(input) ? input : '')

/** /sermons/library: one page of the library for a search; anything a visitor sent that the library does not read is left out. */
export const getLibraryPage = createServerFn({ method: 'GET' })
  .validator((input: unknown) => librarySearch(isRecord(input) ? input : {}))
  .handler(({ data }): Promise<LibraryPage> => libraryPage(data))

/** /sermons/series/$slug: the series, or null when there is none. */
export const getSeriesPage = createServerFn({ method: 'GET' })
  .validator(slugInput)
  .handler(async ({ data }): Promise<SeriesPage | null> => (data ? ((await seriesPage(data)) ?? null) : null))

/** /sermons/$slug: the sermon, or null when there is none (or it is hidden). */
export const getSermonPage = createServerFn({ method: 'GET' })
  .validator(slugInput)
  .handler(async ({ data }): Promise<SermonPage | null> => (data ? ((await sermonPage(data)) ?? null) : null))
