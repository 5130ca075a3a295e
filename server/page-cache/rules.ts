const PRIVATE_PREFIXES = ['/admin', '/api', '/_serverFn', '/healthz', '/readyz']
const PRIVATE_COOKIES = /(?:^|;\s*)(?:__Host-)?(?:admin_session|form_result)=/

/** Only a stranger's plain page view may be shared: anything with a query, a session, a form result or a private path is rendered for the one visitor. */
export function shouldBypass(request: Request, url: URL): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return true
  if (url.search !== '') return true
  if (PRIVATE_PREFIXES.some((prefix) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`))) return true
  const cookie = request.headers.get('cookie')
  return cookie !== null && PRIVATE_COOKIES.test(cookie)
}
