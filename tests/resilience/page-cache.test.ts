import { createHash } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../server/auth/password.ts'
import { createSession } from '../../server/auth/session.ts'
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts'
import { type SiteWithOwnDatabase, startSiteWithOwnDatabase } from '../helpers/loopback.ts'
import { type RunningServer, startProductionServer } from '../helpers/server.ts'

const PAGES = ['/', '/our-charity', '/whats-on-when']
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

function expectPolicyMatchesBody(policy: string, html: string) {
  const scriptSources = policy.split(';').find((part) => part.trim().startsWith('script-src')) ?? ''
  expect(scriptSources).not.toMatch(/unsafe-inline|unsafe-eval/)
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const type = /type="([^"]+)"/.exec(attributes ?? '')?.[1]
    if (attributes?.includes('src=') || (type && !/module|javascript/.test(type))) continue
    const nonce = /nonce="([^"]+)"/.exec(attributes ?? '')?.[1]
    if (nonce) expect(scriptSources).toContain(`'nonce-${nonce}'`)
    else expect(scriptSources).toContain(sha256(body ?? ''))
  }
}

async function page(server: RunningServer, pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${pathname}`, { headers })
  return { status: response.status, headers: response.headers, html: await response.text() }
}

describe('the page cache on two instances sharing one database', () => {
  let database: TestDatabase
  let sql: postgres.Sql
  let first: RunningServer
  let second: RunningServer
  let adminCookie: string

  beforeAll(async () => {
    database = await createTestDatabase('pagecache')
    sql = postgres(database.url, { max: 2, onnotice: () => {} })
    first = await startProductionServer({ DATABASE_URL: database.url })
    second = await startProductionServer({ DATABASE_URL: database.url })
    const [admin] = await sql<{ id: string; email: string }[]>`
      insert into admins (email, password_hash) values ('cache-admin@example.org', ${await hashPassword('correct horse battery staple')}) returning id, email`
    const { token } = await createSession({ id: admin!.id, email: admin!.email } as Parameters<typeof createSession>[0], sql)
    adminCookie = `admin_session=${token}`
  })

  afterAll(async () => {
    await first?.stop()
    await second?.stop()
    await sql?.end({ timeout: 2 })
    await database?.drop()
  })

  it('serves repeat views from memory, and every response carries a CSP that allows exactly its inline scripts', async () => {
    for (const pathname of PAGES) {
      const views = [await page(first, pathname), await page(first, pathname), await page(first, pathname, { 'accept-encoding': 'gzip, br' })]
      expect(views.map((view) => view.headers.get('x-cache'))).toEqual(['miss', 'hit', 'hit'])
      for (const view of views) {
        expect(view.status).toBe(200)
        expect(view.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600')
        expectPolicyMatchesBody(view.headers.get('content-security-policy') ?? '', view.html)
      }
    }
  })

  it('never gives a cached page to an admin or a visitor with a form result, nor caches theirs', async () => {
    const shared = await page(first, '/')
    for (const cookie of [adminCookie, 'form_result=abc']) {
      const own = await page(first, '/', { cookie })
      expect(own.headers.get('x-cache')).toBeNull()
      expectPolicyMatchesBody(own.headers.get('content-security-policy') ?? '', own.html)
    }
    const admin = await page(first, '/admin', { cookie: adminCookie })
    expect(admin.headers.get('cache-control')).toBe('private, no-store')
    const after = await page(first, '/')
    expect(after.headers.get('x-cache')).toBe('hit')
    expect(after.html).toBe(shared.html)
  })

  it('shows a new event on the same instance at once and on the other within 2 s', async () => {
    await page(first, '/whats-on-when')
    await page(second, '/whats-on-when')
    const day = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10)
    const created = await fetch(`${first.url}/api/events`, {
      method: 'POST',
      headers: { cookie: adminCookie, origin: first.url, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Cache Supper Evening', description: 'Soup and bread', event_date: day }),
    })
    expect(created.status).toBe(201)
    expect((await page(first, '/whats-on-when')).html).toContain('Cache Supper Evening')
    const deadline = Date.now() + 2000
    let seen = false
    while (!seen && Date.now() < deadline) {
      seen = (await page(second, '/whats-on-when')).html.includes('Cache Supper Evening')
      if (!seen) await sleep(100)
    }
    expect(seen).toBe(true)
  })
})

describe('the page cache while the database is down', () => {
  let site: SiteWithOwnDatabase
  let frozen: number[] = []

  beforeAll(async () => {
    site = await startSiteWithOwnDatabase()
  })

  afterAll(async () => {
    for (const pid of frozen) process.kill(pid, 'SIGCONT')
    await site?.stop()
  })

  it('serves the last good copy of a page whose re-render cannot reach the database', async () => {
    const good = await page(site.server, '/whats-on-when')
    expect(good.status).toBe(200)
    await site.sql`update site_version set version = version + 1`
    await sleep(2500)
    const postmaster = Number(readFileSync(path.join(site.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0])
    const children = execFileSync('pgrep', ['-P', String(postmaster)])
      .toString()
      .trim()
      .split('\n')
      .map(Number)
    frozen = [postmaster, ...children]
    for (const pid of frozen) process.kill(pid, 'SIGSTOP')
    const started = performance.now()
    const during = await page(site.server, '/whats-on-when')
    console.log(`A stale copy was served ${(performance.now() - started).toFixed(0)} ms into a database outage`)
    expect(during.status).toBe(200)
    expect(during.headers.get('x-cache')).toBe('stale')
    expect(during.html).toBe(good.html)
    expectPolicyMatchesBody(during.headers.get('content-security-policy') ?? '', during.html)
  })
})
