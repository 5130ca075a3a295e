import type { LibrarySearch } from './library-query.ts'

/** The sermon library's shapes, as its pages show them. Speaker and passage are only ever what an administrator confirmed. */

/** Sermons on one page of the library. */
export const LIBRARY_PAGE_SIZE = 20

export type SeriesLink = { slug: string; title: string }

export type LibrarySermon = {
  videoId: string
  slug: string
  title: string
  publishedAt: string
  excerpt: string
  speaker: string | null
  passage: string | null
  series: SeriesLink | null
}

export type LibraryFilterOptions = { series: SeriesLink[]; speakers: string[]; books: string[] }

export type LibraryPage = {
  search: LibrarySearch
  /** This page's own address, its canonical spelling. */
  href: string
  sermons: LibrarySermon[]
  total: number
  page: number
  pages: number
  filters: LibraryFilterOptions
  /** Whether the whole channel is in, or only its newest sermons so far. */
  complete: boolean
}

/** `summary` is the page's description for search engines and link previews. */
export type SeriesPage = { slug: string; title: string; description: string; summary: string; sermons: LibrarySermon[] }

export type SermonNeighbour = { slug: string; title: string }

export type SermonPage = {
  videoId: string
  slug: string
  title: string
  description: string
  summary: string
  publishedAt: string
  durationSeconds: number | null
  speaker: string | null
  passage: string | null
  audio: { url: string; episodeUrl: string | null; title: string | null } | null
  series: SeriesLink[]
  /** The next sermon preached, and the one before, among those the library shows. */
  newer: SermonNeighbour | null
  older: SermonNeighbour | null
}

/** The page of a sermon and of a series. */
export const sermonPath = (slug: string) => `/sermons/${slug}`
export const seriesPath = (slug: string) => `/sermons/series/${slug}`
