import { LIBRARY_PAGE_LABELS, PUBLIC_PAGES, UNKNOWN_PAGE_LABEL } from '../site/pages.ts'

/** The visits report the dashboard charts: every day of the period, and each page's total. */
export type VisitsReport = {
  daily: { day: string; visits: number }[]
  pages: { page_name: string; visits: number }[]
}

export const VISITS_DEFAULT_DAYS = 30
export const VISITS_MAX_DAYS = 365

/** The names visits are counted under: each public page's label, the sermon library's series and sermons, and Unknown Page. */
export const VISIT_PAGE_NAMES: readonly string[] = [...PUBLIC_PAGES.map((page) => page.label), ...LIBRARY_PAGE_LABELS, UNKNOWN_PAGE_LABEL]

/** The report's address for a period and, optionally, one page. */
export function visitsReportUrl(days: number, pageName?: string): string {
  const query = new URLSearchParams({ days: String(days) })
  if (pageName) query.set('page', pageName)
  return `/api/admin/visits?${query}`
}
