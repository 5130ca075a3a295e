import { Agent, request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts'
import { type RunningServer, startProductionServer } from '../helpers/server.ts'

const PAGES = ['/', '/sundays', '/our-charity', '/whats-on-when']
const FLOOD_CONNECTIONS = 8
const FLOOD_MS = 4000
/** Room for the real pages and a few more: a flood that were stored would soon push them out. */
const CACHE_BYTES = 1024 * 1024

type Answer = { status: number; location: string | null; cache: string | null; cacheControl: string | null; ms: number }

function get(agent: Agent, base: string, path: string): Promise<Answer> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const outgoing = request(`${base}${path}`, { agent, headers: { 'accept-encoding': 'gzip, br' } }, (response) => {
      response.resume()
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          location: response.headers.location ?? null,
          cache: (response.headers['x-cache'] as string | undefined) ?? null,
          cacheControl: response.headers['cache-control'] ?? null,
          ms: performance.now() - started,
        }),
      )
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

/** A spelling of a real page the router would render as that page: mixed case, an escaped letter, a doubled or trailing slash, a trailing %20. */
function variantOf(path: string, n: number): string {
  const page = path === '/' ? '/sundays' : path
  const mixed = [...page].map((char, i) => ((n >> (i % 16)) & 1 ? char.toUpperCase() : char)).join('')
  const spelt = mixed === page ? page.toUpperCase() : mixed
  if (n % 5 === 0) return spelt.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`)
  if (n % 7 === 0) return `/${spelt}`
  if (n % 11 === 0) return `${spelt}/`
  if (n % 13 === 0) return `${page}%20`
  return spelt
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0

describe('a flood of path variants', () => {
  let database: TestDatabase
  let server: RunningServer

  beforeAll(async () => {
    database = await createTestDatabase('variants')
    server = await startProductionServer({ DATABASE_URL: database.url, PAGE_CACHE_MAX_BYTES: String(CACHE_BYTES) })
  })

  afterAll(async () => {
    await server?.stop()
    await database?.drop()
  })

  it('redirects every spelling of an admin path to it, or answers 404, and never serves or stores one from the cache', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    /** Follows 308s: the path it ends on and its answer. */
    const follow = async (spelling: string) => {
      let path = spelling
      for (let hop = 0; hop < 3; hop++) {
        const answer = await get(agent, server.url, path)
        expect(answer.cache, path).toBeNull()
        if (answer.status !== 308) return { path, answer }
        path = new URL(answer.location ?? '', server.url).pathname
      }
      throw new Error(`${spelling} redirects more than 3 times`)
    }
    for (const spelling of ['/ADMIN', '/%61dmin', '/Admin', '/admin/', '//admin', '/ADMIN/', '/%61DMIN//', '//ADMIN/']) {
      for (let view = 0; view < 2; view++) {
        const { path, answer } = await follow(spelling)
        expect(path, spelling).toBe('/admin')
        expect(answer.status, spelling).toBe(200)
        expect(answer.cacheControl, spelling).toBe('private, no-store')
      }
    }
    expect((await get(agent, server.url, '/ADMIN')).cacheControl).toBe('no-store')
    expect((await follow('/Admin/Dashboard')).path).toBe('/admin/dashboard')
    for (const spelling of ['/admin%2F', '/admin%2Fdashboard', '/%2561dmin', '/ADMIN%20']) {
      const answer = await get(agent, server.url, spelling)
      expect(answer.status, spelling).toBe(404)
      expect(answer.cache, spelling).toBeNull()
    }
    agent.destroy()
  })

  it('keeps the real pages cached while 8 connections send variants, which get 308 or 404 and are never stored', async () => {
    const visitor = new Agent({ keepAlive: true, maxSockets: 1 })
    for (const path of PAGES) await get(visitor, server.url, path)
    const quiet: number[] = []
    for (let i = 0; i < 40; i++) quiet.push((await get(visitor, server.url, PAGES[i % PAGES.length]!)).ms)

    const flooder = new Agent({ keepAlive: true, maxSockets: FLOOD_CONNECTIONS })
    const statuses = new Map<number, number>()
    const storedVariants: string[] = []
    const deadline = Date.now() + FLOOD_MS
    let sent = 0
    const flooding = Array.from({ length: FLOOD_CONNECTIONS }, async () => {
      while (Date.now() < deadline) {
        const path = variantOf(PAGES[sent % PAGES.length]!, ++sent)
        const answer = await get(flooder, server.url, path)
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
        if (answer.cache !== null) storedVariants.push(`${path}: ${answer.cache}`)
      }
    })
    const during: Answer[] = []
    const visiting = (async () => {
      for (let i = 0; Date.now() < deadline; i++) during.push(await get(visitor, server.url, PAGES[i % PAGES.length]!))
    })()
    await Promise.all([...flooding, visiting])
    flooder.destroy()

    const latencies = during.map((answer) => answer.ms)
    const p50 = percentile(latencies, 0.5)
    const flood = `${FLOOD_CONNECTIONS} connections sent ${sent} variants in ${FLOOD_MS / 1000} s: ${JSON.stringify(Object.fromEntries(statuses))}`
    console.log(
      `A visitor's p50 during a flood of path variants: ${p50.toFixed(1)} ms (p95 ${percentile(latencies, 0.95).toFixed(1)} ms over ${during.length} views; ` +
        `quiet p50 ${percentile(quiet, 0.5).toFixed(1)} ms); ${flood}`,
    )
    const after = await Promise.all(PAGES.map((path) => get(visitor, server.url, path)))
    visitor.destroy()

    expect(storedVariants).toEqual([])
    expect([...statuses.keys()].every((status) => status === 308 || status === 404)).toBe(true)
    expect(during.every((answer) => answer.status === 200 && answer.cache === 'hit')).toBe(true)
    expect(after.map((answer) => answer.cache)).toEqual(PAGES.map(() => 'hit'))
    // Generous: on a quiet machine it is a few ms; a render and brotli-11 per variant made it hundreds.
    expect(p50).toBeLessThan(150)
  })
})
