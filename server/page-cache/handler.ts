import { isAdminPath } from '../../app/lib/admin/admin-path.ts'
import { isPageSpelling } from '../http/canonical-path.ts'
import { renderNotingStandIns } from '../render/stand-ins.ts'
import type { RequestIdentity } from '../security/edge.ts'
import { answerFromStore, storeResponse } from '../http/stored-response.ts'
import { hashBasedPolicy } from './csp.ts'
import { shouldBypass } from './rules.ts'
import { siteVersion } from './site-version.ts'
import { type CachedPage, PageStore } from './store.ts'

export const CACHEABLE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600'
export const PRIVATE = 'private, no-store'
/**
 * Pages of a library search are kept apart from the site's pages, within these limits, so that
 * endless different searches only ever push out other searches.
 */
export const QUERY_PAGES = { shareOfBytes: 1 / 8, maxPages: 200 }
/** How long a visitor waits for a re-render before getting the last good copy instead. */
const STALE_AFTER_MS = 700
const DROPPED_HEADERS = new Set(['content-length', 'content-encoding', 'x-request-id', 'cache-control', 'etag', 'vary', 'content-security-policy'])

/** Renders a request with the app; `identity` is the one the request arrived with, kept for the copy the cache renders. */
export type Render = (request: Request, identity: RequestIdentity) => Promise<Response>

/** A page fit to share: a full HTML page that sets no cookie and showed no stand-in for data it could not read. */
async function toCachedPage(response: Response, degraded: () => boolean, version: number): Promise<CachedPage | undefined> {
  if (response.status !== 200 || response.headers.has('set-cookie')) return undefined
  if (!response.headers.get('content-type')?.startsWith('text/html')) return undefined
  const policy = response.headers.get('content-security-policy')
  if (!policy) return undefined
  const html = await response.text()
  if (degraded()) return undefined
  const safe = hashBasedPolicy(html, policy)
  const headers: [string, string][] = []
  response.headers.forEach((value, name) => {
    if (!DROPPED_HEADERS.has(name)) headers.push([name, value])
  })
  headers.push(['content-security-policy', safe.policy], ['cache-control', CACHEABLE], ['x-cache', 'hit'])
  return { ...storeResponse(new TextEncoder().encode(safe.html), headers, { compress: true }), version }
}

function respond(page: CachedPage, request: Request, identity: RequestIdentity, state: 'hit' | 'miss' | 'stale'): Response {
  const response = answerFromStore(page, request)
  response.headers.set('x-request-id', identity.id)
  if (state !== 'hit') response.headers.set('x-cache', state)
  return response
}

/** A render that could not be shared, and whether it showed a stand-in: a stale copy is better than a stand-in. */
type Unshareable = { response: Response; degraded: boolean }

/** An admin's answer, or one that sets a cookie, is for one visitor only: `private, no-store`, unless it already says no-store. */
function markPrivate(response: Response, admin: boolean): Response {
  if (!(admin || response.headers.has('set-cookie')) || /\bno-store\b/.test(response.headers.get('cache-control') ?? '')) return response
  const headers = new Headers(response.headers)
  headers.set('cache-control', PRIVATE)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/**
 * Serves anonymous page views from memory. One render per page at a time; a page whose
 * re-render fails or is slow (the database is down) is served from its last good copy.
 */
export function createPageCache(render: Render, maxBytes: number) {
  const store = new PageStore(maxBytes)
  const queryStore = new PageStore(Math.floor(maxBytes * QUERY_PAGES.shareOfBytes), QUERY_PAGES.maxPages)
  const storeOf = (url: URL) => (url.search === '' ? store : queryStore)
  const inFlight = new Map<string, Promise<CachedPage | Unshareable>>()

  function refresh(key: string, pages: PageStore, request: Request, identity: RequestIdentity): { work: Promise<CachedPage | Unshareable>; leading: boolean } {
    const running = inFlight.get(key)
    if (running) return { work: running, leading: false }
    const work = (async (): Promise<CachedPage | Unshareable> => {
      const version = siteVersion()
      const anonymous = new Request(request.url, { method: 'GET', headers: anonymousHeaders(request) })
      const { result: response, degraded } = await renderNotingStandIns(() => render(anonymous, identity))
      const page = await toCachedPage(response.clone(), degraded, version).catch(() => undefined)
      if (!page) return { response, degraded: degraded() }
      pages.set(key, page)
      return page
    })().finally(() => inFlight.delete(key))
    inFlight.set(key, work)
    return { work, leading: true }
  }

  /** A view of a page whose stored copy is out of date or missing: rendered, once for everyone asking meanwhile. */
  async function serveFresh(request: Request, key: string, pages: PageStore, cached: CachedPage | undefined, identity: RequestIdentity): Promise<Response> {
    const { work: fresh, leading } = refresh(key, pages, request, identity)
    const outcome = cached ? await Promise.race([fresh.catch(() => 'failed' as const), delay(STALE_AFTER_MS)]) : await fresh
    if (outcome === 'late' || outcome === 'failed') return respond(cached as CachedPage, request, identity, 'stale')
    if (!('response' in outcome)) return respond(outcome, request, identity, 'miss')
    if (cached && (outcome.response.status >= 500 || outcome.degraded)) return respond(cached, request, identity, 'stale')
    // A page that cannot be shared goes only to the visitor whose request rendered it; the others render their own.
    return markPrivate(leading ? outcome.response : await render(request, identity), false)
  }

  /** A hit is answered at once, not as a promise, so it costs no turn of the event loop. */
  return function serve(request: Request, url: URL, identity: RequestIdentity): Response | Promise<Response> {
    if (shouldBypass(request, url)) return render(request, identity).then((response) => markPrivate(response, isAdminPath(url.pathname)))
    const key = url.pathname + url.search
    const pages = storeOf(url)
    const cached = pages.get(key)
    if (cached && cached.version === siteVersion()) return respond(cached, request, identity, 'hit')
    // Only a page's own spelling is ever stored; any other goes to the app, whose edge rules redirect it or answer 404.
    if (!(cached || isPageSpelling(url.pathname))) return render(request, identity)
    return serveFresh(request, key, pages, cached, identity)
  }
}

function anonymousHeaders(request: Request): Headers {
  const headers = new Headers(request.headers)
  for (const name of ['cookie', 'if-none-match', 'if-modified-since', 'accept-encoding', 'authorization']) headers.delete(name)
  return headers
}

function delay(ms: number): Promise<'late'> {
  return new Promise((resolve) => setTimeout(() => resolve('late'), ms))
}
