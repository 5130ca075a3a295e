import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type ViteDevServer } from 'vite'
import { rateLimitHits } from '../../server/security/rate-limit.ts'
import { freePort } from '../helpers/server.ts'

// `npm run dev` must apply the same edge rules as production: they live in app/start.ts.
let server: ViteDevServer
let base = ''
// The public address differs from the one the dev server listens on, as behind a TLS proxy.
const SITE = 'https://church.example'
const saved = { TRUST_PROXY: process.env.TRUST_PROXY, SITE_URL: process.env.SITE_URL }

beforeAll(async () => {
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  Object.assign(process.env, { TRUST_PROXY: '1', SITE_URL: SITE })
  server = await createServer({
    configFile: 'vite.config.ts',
    logLevel: 'silent',
    server: { host: '127.0.0.1', port, strictPort: true, hmr: false, watch: null },
  })
  await server.listen()
}, 120_000)

afterAll(async () => {
  await server?.close()
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
})

const address = () => `203.0.113.${randomBytes(1)[0]! % 250}`
const formsHits = (bucketAddress: string) => rateLimitHits(`forms:${bucketAddress}`)

function postContact(headers: Record<string, string>) {
  return fetch(`${base}/api/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: base, ...headers }, body: '{}' })
}

describe('the dev server applies the edge rules', () => {
  it('sends the security headers and a request id with a page', async () => {
    const response = await fetch(`${base}/`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin')
    expect(response.headers.get('X-Frame-Options')).toBe('DENY')
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(response.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/)
    await response.body?.cancel()
  }, 90_000)

  it('refuses a cross-site POST with 403 and answers unknown API paths with JSON', async () => {
    const refused = await postContact({ Origin: 'https://elsewhere.example' })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ error: 'Cross-site requests are not allowed' })

    const unknown = await fetch(`${base}/api/no-such-thing`, { headers: { Accept: 'application/json' } })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ error: 'Not found' })

    const wrongMethod = await fetch(`${base}/api/contact`, { headers: { Accept: 'application/json' } })
    expect(wrongMethod.status).toBe(405)
    expect(await wrongMethod.json()).toEqual({ error: 'Method not allowed' })
  }, 60_000)

  it('reads the client address from X-Forwarded-For per TRUST_PROXY, never from a header the client names', async () => {
    const first = address()
    let second = address()
    while (second === first) second = address()
    const before = [await formsHits(first), await formsHits(second), await formsHits('6.6.6.6')]

    expect((await postContact({ 'X-Forwarded-For': first, 'X-Client-Address': '6.6.6.6' })).status).toBe(400)
    expect((await postContact({ 'X-Forwarded-For': `6.6.6.6, ${second}` })).status).toBe(400)
    expect((await postContact({ 'X-Forwarded-For': second })).status).toBe(400)

    expect([await formsHits(first), await formsHits(second), await formsHits('6.6.6.6')]).toEqual([before[0]! + 1, before[1]! + 2, before[2]])
    expect(await formsHits('unknown')).toBe(0)
  }, 60_000)

  it('lets this site call server functions, through SITE_URL or the address served, and refuses other sites', async () => {
    const clientModule = await (await fetch(`${base}/app/server-fns/site.ts`)).text()
    const id = /createClientRpc\(\s*["'`]([^"'`]+)["'`]/.exec(clientModule)?.[1]
    expect(id).toBeTruthy()
    const call = (headers: Record<string, string>) => fetch(`${base}/_serverFn/${id}`, { headers: { 'x-tsr-serverFn': 'true', ...headers } })
    const friends: Record<string, string>[] = [{ 'Sec-Fetch-Site': 'same-origin' }, { Origin: SITE }, { Origin: base }, { Referer: `${SITE}/whats-on-when` }]
    for (const headers of friends) {
      const answer = await call(headers)
      expect(answer.status, JSON.stringify(headers)).toBe(200)
      await answer.body?.cancel()
    }
    const strangers: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site', Origin: SITE },
      { Origin: 'https://elsewhere.example' },
      { Referer: 'https://elsewhere.example/' },
      {},
    ]
    for (const headers of strangers) {
      const refused = await call(headers)
      expect(refused.status, JSON.stringify(headers)).toBe(403)
      expect(await refused.json()).toEqual({ error: 'Cross-site requests are not allowed' })
    }
    const unknown = await fetch(`${base}/_serverFn/${'f'.repeat(64)}`, { headers: { 'Sec-Fetch-Site': 'same-origin' } })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ error: 'Not found' })
  }, 60_000)

  it('answers a server function given input it does not take with the site’s 400, naming the field', async () => {
    const clientModule = await (await fetch(`${base}/app/server-fns/policies.ts`)).text()
    const id = /createClientRpc\(\s*["'`]([^"'`]+)["'`]/.exec(clientModule)?.[1]
    expect(id).toBeTruthy()
    // What Start's fetcher sends for `{ data: ['nowhere'] }`: seroval's JSON of it.
    const payload = '{"t":{"t":10,"i":0,"p":{"k":["data"],"v":[{"t":9,"i":1,"a":[{"t":1,"s":"nowhere"}],"o":0}]},"o":0},"f":127,"m":[]}'
    // Called by Start's fetcher (which says so in x-tsr-serverFn), and by anyone else.
    for (const headers of [{ 'x-tsr-serverFn': 'true' }, {}] as Record<string, string>[]) {
      const answer = await fetch(`${base}/_serverFn/${id}?payload=${encodeURIComponent(payload)}`, { headers: { 'Sec-Fetch-Site': 'same-origin', ...headers } })
      expect(answer.status, JSON.stringify(headers)).toBe(400)
      expect(answer.headers.get('Content-Type')).toBe('application/json; charset=utf-8')
      expect(await answer.json()).toEqual({ error: 'Invalid request', details: { '0': 'Expected a policy type' } })
    }
  }, 60_000)
})
