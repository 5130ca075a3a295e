const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * True when a state-changing request provably comes from this site: its Origin is the
 * site's own (SITE_URL, or the address it was sent to), or the browser says same-origin.
 */
export function isSameOriginRequest(request: Request, siteUrl: string): boolean {
  if (SAFE_METHODS.has(request.method)) return true
  const fetchSite = request.headers.get('Sec-Fetch-Site')
  if (fetchSite) return fetchSite === 'same-origin'
  const origin = request.headers.get('Origin')
  if (!origin || origin === 'null') return false
  return origin === new URL(siteUrl).origin || origin === new URL(request.url).origin
}
