import { ADMIN_PATH_ROOTS } from '../../app/lib/admin/admin-path.ts'
import { FORM_RESULT_PARAM } from '../../app/lib/forms/form-outcome.ts'
import { isCanonicalLibraryQuery, LIBRARY_PATH } from '../../app/lib/sermons/library-query.ts'

/** Paths that are never pages a stranger may share: the admin, the APIs, server functions, health checks and private feeds. */
const UNSHARED_PREFIXES = [...ADMIN_PATH_ROOTS, '/api', '/_serverFn', '/healthz', '/readyz', '/hall-diary']
/** Each prefix itself or anything under it; one test, as it runs on every view of a cached page. */
const UNSHARED = new RegExp(`^(?:${UNSHARED_PREFIXES.join('|')})(?:/|$)`)
const PRIVATE_COOKIES = /(?:^|;\s*)(?:__Host-)?(?:admin_session|form_result)=/

/**
 * The one query a page may be shared with: a search of the sermon library in the spelling its own
 * links and form use (app/lib/sermons/library-query.ts). Such pages are kept apart, within a small
 * budget of their own (handler.ts), as a stranger can send endless different searches.
 */
export function isSharedQuery(url: URL): boolean {
  return url.pathname === LIBRARY_PATH && isCanonicalLibraryQuery(url.search)
}

/** Only a stranger's plain page view, or a library search, may be shared: any other query, a session, a form result or a private path is rendered for the one visitor. */
export function shouldBypass(request: Request, url: URL): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return true
  if (url.search !== '' && !isSharedQuery(url)) return true
  // Said again, as no change to the rule above may let a form's outcome, a visitor's own words, be shared.
  if (url.searchParams.has(FORM_RESULT_PARAM)) return true
  if (UNSHARED.test(url.pathname)) return true
  const cookie = request.headers.get('cookie')
  return cookie !== null && PRIVATE_COOKIES.test(cookie)
}
