import { databaseAnswers } from '../../db/health.ts'
import { requestId } from '../security/edge.ts'
import { answerFromStore, storeResponse } from '../stored-response.ts'
import { hashBasedPolicy } from './csp.ts'
import { shouldBypass } from './rules.ts'
import { siteVersion } from './site-version.ts'
import { type CachedPage, PageStore } from './store.ts'

export const CACHEABLE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600'
export const PRIVATE = 'private, no-store'
/** How long a visitor waits for a re-render before getting the last good copy instead. */
const STALE_AFTER_MS = 700
const DATABASE_CHECK_MS = 300
const DROPPED_HEADERS = new Set(['content-length', 'content-encoding', 'x-request-id', 'cache-control', 'etag', 'vary', 'content-security-policy'])

type Render = (request: Request) => Response | Promise<Response>

async function toCachedPage(response: Response, version: number): Promise<CachedPage | undefined> {
  if (response.status !== 200 || response.headers.has('set-cookie')) return undefined
  if (!response.headers.get('content-type')?.startsWith('text/html')) return undefined
  const policy = response.headers.get('content-security-policy')
  if (!policy) return undefined
  const safe = hashBasedPolicy(await response.text(), policy)
  const headers: [string, string][] = []
  response.headers.forEach((value, name) => {
    if (!DROPPED_HEADERS.has(name)) headers.push([name, value])
  })
  headers.push(['content-security-policy', safe.policy], ['cache-control', CACHEABLE], ['x-cache', 'hit'])
  return { ...storeResponse(new TextEncoder().encode(safe.html), headers, { compress: true }), version }
}

function respond(page: CachedPage, request: Request, state: 'hit' | 'miss' | 'stale'): Response {
  const response = answerFromStore(page, request)
  response.headers.set('x-request-id', requestId(request))
  if (state !== 'hit') response.headers.set('x-cache', state)
  return response
}

function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/')
}

function markPrivate(response: Response, admin: boolean): Response {
  if (!(admin || response.headers.has('set-cookie')) || response.headers.get('cache-control') === PRIVATE) return response
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
  const inFlight = new Map<string, Promise<CachedPage | Response>>()

  function refresh(key: string, request: Request): { work: Promise<CachedPage | Response>; leading: boolean } {
    const running = inFlight.get(key)
    if (running) return { work: running, leading: false }
    const work = (async () => {
      const version = siteVersion()
      const anonymous = Object.assign(new Request(request.url, { method: 'GET', headers: anonymousHeaders(request) }), { ip: (request as { ip?: string }).ip })
      const response = await render(anonymous)
      // A page rendered while the database is away may show an error state: it is never kept.
      if (!(await databaseAnswers(DATABASE_CHECK_MS))) return Object.assign(response, { degraded: true })
      const page = await toCachedPage(response.clone(), version).catch(() => undefined)
      if (page) {
        store.set(key, page)
        return page
      }
      return response
    })().finally(() => inFlight.delete(key))
    inFlight.set(key, work)
    return { work, leading: true }
  }

  return async function serve(request: Request, url: URL): Promise<Response> {
    if (shouldBypass(request, url)) return markPrivate(await render(request), isAdminPath(url.pathname))
    const key = url.pathname
    const cached = store.get(key)
    if (cached && cached.version === siteVersion()) return respond(cached, request, 'hit')
    const { work: fresh, leading } = refresh(key, request)
    const outcome = cached ? await Promise.race([fresh.catch(() => 'failed' as const), delay(STALE_AFTER_MS)]) : await fresh
    if (outcome === 'late' || outcome === 'failed') return respond(cached as CachedPage, request, 'stale')
    if (!(outcome instanceof Response)) return respond(outcome, request, 'miss')
    if (cached && (outcome.status >= 500 || 'degraded' in outcome)) return respond(cached, request, 'stale')
    // A page that cannot be shared goes only to the visitor whose request rendered it; the others render their own.
    return markPrivate(leading ? outcome : await render(request), false)
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
