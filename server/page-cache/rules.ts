import { isAdminPath } from '../../app/lib/admin/admin-path.ts'
import { FORM_RESULT_PARAM } from '../../app/lib/forms/form-outcome.ts'

/** Paths that are never pages a stranger may share: the APIs, server functions and health checks. */
const UNSHARED_PREFIXES = ['/api', '/_serverFn', '/healthz', '/readyz']
const PRIVATE_COOKIES = /(?:^|;\s*)(?:__Host-)?(?:admin_session|form_result)=/

function isUnshared(pathname: string): boolean {
  return isAdminPath(pathname) || UNSHARED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
}

/** Only a stranger's plain page view may be shared: anything with a query, a session, a form result or a private path is rendered for the one visitor. */
export function shouldBypass(request: Request, url: URL): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return true
  if (url.search !== '') return true
  // Said again, as no change to the rule above may let a form's outcome, a visitor's own words, be shared.
  if (url.searchParams.has(FORM_RESULT_PARAM)) return true
  if (isUnshared(url.pathname)) return true
  const cookie = request.headers.get('cookie')
  return cookie !== null && PRIVATE_COOKIES.test(cookie)
}
