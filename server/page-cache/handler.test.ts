import { createHash } from 'node:crypto'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it, vi } from 'vitest'
import { CACHEABLE, createPageCache, PRIVATE, QUERY_PAGES } from './handler.ts'
import { invalidateLocally } from './site-version.ts'
import { reportStandIn } from '../render/stand-ins.ts'
import type { RequestIdentity } from '../security/edge.ts'

const PAGE = (nonce: string, text: string) =>
  `<!DOCTYPE html><html><head><script type="module" src="/assets/app.js" nonce="${nonce}"></script></head><body>${text}<script nonce="${nonce}">self.$_TSR={u:${Date.now()}}</script><script nonce="${nonce}">console.log(1)</script></body></html>`

type Answer = { status?: number; text?: string; headers?: Record<string, string>; hang?: boolean }

function fakeApp(next: () => Answer) {
  const seen: Request[] = []
  let renders = 0
  const identities: RequestIdentity[] = []
  const render = async (request: Request, identity: RequestIdentity) => {
    seen.push(request)
    identities.push(identity)
    renders++
    const answer = next()
    if (answer.hang) await new Promise((resolve) => setTimeout(resolve, 3000))
    const nonce = `n${renders}`
    const headers = {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `script-src 'self' 'nonce-${nonce}'; style-src 'self'`,
      ...answer.headers,
    }
    return new Response(PAGE(nonce, answer.text ?? 'hello'), { status: answer.status ?? 200, headers })
  }
  return { render, seen, identities, renders: () => renders }
}

const get = (path: string, headers: Record<string, string> = {}) => new Request(`http://site.test${path}`, { headers })
const serve = (cache: ReturnType<typeof createPageCache>, request: Request) =>
  cache(request, new URL(request.url), { id: crypto.randomUUID(), clientAddress: () => '127.0.0.1' })
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !attributes?.includes('src=')).map(([, , body]) => body ?? '')
}

describe('the page cache', () => {
  it('serves the second anonymous view from memory, with a CSP that allows exactly its own inline scripts', async () => {
    const app = fakeApp(() => ({}))
    const cache = createPageCache(app.render, 1_000_000)
    const first = await serve(cache, get('/'))
    const second = await serve(cache, get('/'))
    expect(app.renders()).toBe(1)
    expect(second.headers.get('x-cache')).toBe('hit')
    expect(second.headers.get('cache-control')).toBe(CACHEABLE)
    for (const response of [first, second]) {
      const html = await response.text()
      const policy = response.headers.get('content-security-policy') ?? ''
      expect(html).not.toContain('nonce=')
      expect(policy).not.toContain('nonce-')
      expect(policy).not.toContain('unsafe-inline')
      for (const script of inlineScripts(html)) expect(policy).toContain(sha256(script))
    }
  })

  it('gives compressed copies and answers 304 to a matching If-None-Match', async () => {
    const cache = createPageCache(fakeApp(() => ({})).render, 1_000_000)
    const plain = await serve(cache, get('/a'))
    const zipped = await serve(cache, get('/a', { 'accept-encoding': 'gzip' }))
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe(await plain.text())
    const again = await serve(cache, get('/a', { 'if-none-match': plain.headers.get('etag') ?? '' }))
    expect(again.status).toBe(304)
  })

  it('answers every view with the stored bytes and its own request id, and HEAD with headers only', async () => {
    const cache = createPageCache(fakeApp(() => ({})).render, 1_000_000)
    const first = await serve(cache, get('/b'))
    const views = await Promise.all(Array.from({ length: 5 }, () => serve(cache, get('/b'))))
    const bodies = await Promise.all(views.map((view) => view.text()))
    expect(new Set([await first.text(), ...bodies]).size).toBe(1)
    expect(new Set(views.map((view) => view.headers.get('x-request-id'))).size).toBe(5)
    expect(views.map((view) => view.headers.get('x-cache'))).toEqual(Array(5).fill('hit'))
    const brotli = await serve(cache, get('/b', { 'accept-encoding': 'gzip, br' }))
    expect(brotli.headers.get('content-encoding')).toBe('br')
    expect(Number(brotli.headers.get('content-length'))).toBe((await brotli.arrayBuffer()).byteLength)
    const head = await serve(cache, new Request('http://site.test/b', { method: 'HEAD' }))
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(new TextEncoder().encode(bodies[0]).byteLength))
    expect(await head.text()).toBe('')
  })

  it('renders a miss with the identity its request arrived with, and answers with that request id', async () => {
    const app = fakeApp(() => ({}))
    const cache = createPageCache(app.render, 1_000_000)
    const identity = { id: 'arrived-once', clientAddress: () => '203.0.113.7' }
    const miss = await cache(get('/mine', { cookie: 'theme=dark' }), new URL('http://site.test/mine'), identity)
    expect(miss.headers.get('x-cache')).toBe('miss')
    expect(miss.headers.get('x-request-id')).toBe('arrived-once')
    expect(app.identities).toEqual([identity])
    expect(app.seen[0]?.headers.get('cookie')).toBeNull()
  })

  it('keeps the last good copy instead of a render that showed a stand-in, and never stores the stand-in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let standIn = false
    const app = fakeApp(() => {
      if (standIn) reportStandIn('Events unavailable', new Error('down'))
      return { text: standIn ? 'unable to load events' : 'events' }
    })
    const cache = createPageCache(app.render, 1_000_000)
    expect(await (await serve(cache, get('/events'))).text()).toContain('events')
    standIn = true
    invalidateLocally()
    const degraded = await serve(cache, get('/events'))
    expect(degraded.headers.get('x-cache')).toBe('stale')
    expect(await degraded.text()).not.toContain('unable')
    standIn = false
    expect(await (await serve(cache, get('/events'))).text()).toContain('events')
    expect(app.renders()).toBe(3)
  })

  it('never stores or shares a response that sets a cookie, and marks it private', async () => {
    let count = 0
    const app = fakeApp(() => ({ text: `visitor ${++count}`, headers: { 'set-cookie': `secret=${count}` } }))
    const cache = createPageCache(app.render, 1_000_000)
    const first = await serve(cache, get('/'))
    const second = await serve(cache, get('/'))
    expect(first.headers.get('cache-control')).toBe(PRIVATE)
    expect(await second.text()).toContain('visitor 2')
    expect(app.renders()).toBe(2)
  })

  it('renders for the one visitor when there is a session, a form result, a query or a private path', async () => {
    const app = fakeApp(() => ({}))
    const cache = createPageCache(app.render, 1_000_000)
    await serve(cache, get('/'))
    const bypassed = [
      get('/', { cookie: 'admin_session=abc' }),
      get('/', { cookie: 'a=1; __Host-form_result=xyz' }),
      get('/?q=1'),
      get('/admin/events'),
      get('/api/events/upcoming'),
    ]
    for (const request of bypassed) expect((await serve(cache, request)).headers.get('x-cache')).toBeNull()
    expect((await serve(cache, get('/admin'))).headers.get('cache-control')).toBe(PRIVATE)
    const adminApi = createPageCache(async () => Response.json({ authenticated: false }, { headers: { 'cache-control': 'no-store' } }), 1_000_000)
    expect((await serve(adminApi, get('/api/admin/auth'))).headers.get('cache-control')).toBe('no-store')
    expect(app.renders()).toBe(1 + bypassed.length + 1)
    expect(app.seen[0]?.headers.get('cookie')).toBeNull()
  })

  it('shares one render among concurrent views of the same page', async () => {
    const app = fakeApp(() => ({}))
    const cache = createPageCache(app.render, 1_000_000)
    const answers = await Promise.all(Array.from({ length: 10 }, () => serve(cache, get('/same'))))
    expect(app.renders()).toBe(1)
    expect(new Set(await Promise.all(answers.map((answer) => answer.text()))).size).toBe(1)
  })

  it('re-renders after a change, and serves the last good copy when the re-render fails or hangs', async () => {
    const script: Answer[] = [{ text: 'first' }, { text: 'second' }, { status: 500, text: 'broken' }, { hang: true }]
    const cache = createPageCache(fakeApp(() => script.shift() ?? {}).render, 1_000_000)
    expect(await (await serve(cache, get('/p'))).text()).toContain('first')
    invalidateLocally()
    expect(await (await serve(cache, get('/p'))).text()).toContain('second')
    invalidateLocally()
    const failed = await serve(cache, get('/p'))
    expect(failed.headers.get('x-cache')).toBe('stale')
    expect(await failed.text()).toContain('second')
    invalidateLocally()
    const hung = await serve(cache, get('/p'))
    expect(hung.headers.get('x-cache')).toBe('stale')
  })

  it('keeps within its byte budget, dropping the least recently used page', async () => {
    const cache = createPageCache(fakeApp(() => ({ text: 'x'.repeat(4000) })).render, 12_000)
    await serve(cache, get('/one'))
    await serve(cache, get('/two'))
    await serve(cache, get('/three'))
    expect((await serve(cache, get('/three'))).headers.get('x-cache')).toBe('hit')
    expect((await serve(cache, get('/one'))).headers.get('x-cache')).toBe('miss')
  })

  it('keeps a page viewed lately over one stored later but not viewed since', async () => {
    // Each page takes about 8.5 KB of the budget (its three encodings and an allowance for headers): two fit.
    const cache = createPageCache(fakeApp(() => ({ text: 'x'.repeat(4000) })).render, 20_000)
    await serve(cache, get('/one'))
    await serve(cache, get('/two'))
    expect((await serve(cache, get('/one'))).headers.get('x-cache')).toBe('hit')
    await serve(cache, get('/three'))
    expect((await serve(cache, get('/one'))).headers.get('x-cache')).toBe('hit')
    expect((await serve(cache, get('/two'))).headers.get('x-cache')).toBe('miss')
  })

  it('answers a hit at once, not as a promise, and a miss as a promise', async () => {
    const cache = createPageCache(fakeApp(() => ({})).render, 1_000_000)
    const miss = serve(cache, get('/now'))
    expect(miss).toBeInstanceOf(Promise)
    await miss
    const hit = serve(cache, get('/now'))
    expect(hit).toBeInstanceOf(Response)
    expect((hit as Response).headers.get('x-cache')).toBe('hit')
  })

  it('stores only a page as the site spells it: other spellings go to the app every time and push no page out', async () => {
    const app = fakeApp(() => ({ text: 'x'.repeat(4000) }))
    const cache = createPageCache(app.render, 12_000)
    await serve(cache, get('/sundays'))
    const spellings = [
      '/SUNDAYS',
      '/Sundays',
      '/%73undays',
      '/sundays/',
      '//sundays',
      '/sundays%20',
      '/ADMIN',
      '/%61dmin',
      '/admin/',
      '//admin',
      '/Admin/Dashboard',
    ]
    for (const path of [...spellings, ...spellings]) expect((await serve(cache, get(path))).headers.get('x-cache'), path).toBeNull()
    expect(app.renders()).toBe(1 + 2 * spellings.length)
    expect((await serve(cache, get('/sundays'))).headers.get('x-cache')).toBe('hit')
    expect(app.renders()).toBe(1 + 2 * spellings.length)
  })

  it('shares a library search in its one spelling, and renders any other spelling for the one visitor', async () => {
    const app = fakeApp(() => ({}))
    const cache = createPageCache(app.render, 1_000_000)
    const search = '/sermons/library?q=good+shepherd&book=John'
    await serve(cache, get(search))
    expect((await serve(cache, get(search))).headers.get('x-cache')).toBe('hit')
    expect(app.seen[0]?.url).toBe(`http://site.test${search}`)
    expect((await serve(cache, get('/sermons/library?book=John&q=good+shepherd'))).headers.get('x-cache')).toBeNull()
    expect((await serve(cache, get('/sermons/library?q=good+shepherd&book=John&utm_source=x'))).headers.get('x-cache')).toBeNull()
    expect(app.renders()).toBe(3)
    invalidateLocally()
    expect((await serve(cache, get(search))).headers.get('x-cache')).toBe('miss')
  })

  it("keeps searches within a budget of their own: endless searches never push out the site's pages", async () => {
    const app = fakeApp(() => ({ text: 'x'.repeat(4000) }))
    const cache = createPageCache(app.render, 400_000)
    await serve(cache, get('/sundays'))
    for (let n = 0; n < QUERY_PAGES.maxPages + 50; n++) await serve(cache, get(`/sermons/library?q=word${n}`))
    expect((await serve(cache, get('/sundays'))).headers.get('x-cache')).toBe('hit')
    expect((await serve(cache, get(`/sermons/library?q=word${QUERY_PAGES.maxPages + 49}`))).headers.get('x-cache')).toBe('hit')
    expect((await serve(cache, get('/sermons/library?q=word0'))).headers.get('x-cache')).toBe('miss')
  })
})
