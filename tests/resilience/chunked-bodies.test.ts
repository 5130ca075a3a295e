import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SiteOnTestDatabase, startSiteOnTestDatabase } from '../helpers/loopback.ts'
import { adminSessionCookie, residentBytes, sendChunked } from '../helpers/raw-http.ts'
import type { RunningServer } from '../helpers/server.ts'

// 96 MiB sent chunked (no Content-Length) to every route that reads a body: each must answer
// 413 after reading no more than its limit, and the server's memory must not grow with what was
// sent. The body is never ended, so a route that waited for all of it would never answer.
const MiB = 1024 * 1024
const BODY_BYTES = 96 * MiB
const MAX_MEMORY_GROWTH = 64 * MiB

const encode = (text: string) => new TextEncoder().encode(text)
const JSON_START = encode('{"message":"')
const FORM_START = encode('name=')
const PDF_START = encode('%PDF-1.7\n')

type Target = { method: string; path: string; type: string; first: Uint8Array; admin?: boolean; headers?: Record<string, string>; refusal?: number }

const TARGETS: Target[] = [
  { method: 'POST', path: '/api/contact', type: 'application/json', first: JSON_START },
  { method: 'POST', path: '/api/hall-hire', type: 'application/json', first: JSON_START },
  { method: 'POST', path: '/api/stay-in-touch', type: 'application/json', first: JSON_START },
  { method: 'POST', path: '/api/analytics/page-visit', type: 'application/json', first: JSON_START },
  { method: 'POST', path: '/api/admin/login', type: 'application/json', first: JSON_START },
  { method: 'POST', path: '/contact', type: 'application/x-www-form-urlencoded', first: FORM_START },
  { method: 'POST', path: '/hall-hire', type: 'application/x-www-form-urlencoded', first: FORM_START },
  { method: 'POST', path: '/stayintouch', type: 'application/x-www-form-urlencoded', first: FORM_START },
  { method: 'POST', path: '/admin', type: 'application/x-www-form-urlencoded', first: FORM_START },
  { method: 'POST', path: '/contact', type: 'multipart/form-data; boundary=x', first: encode('--x\r\nContent-Disposition: form-data; name="name"\r\n\r\n') },
  { method: 'POST', path: '/api/events', type: 'application/json', first: JSON_START, admin: true },
  { method: 'PUT', path: '/api/events/00000000-0000-4000-8000-000000000000', type: 'application/json', first: JSON_START, admin: true },
  { method: 'PATCH', path: '/api/christmas-settings', type: 'application/json', first: JSON_START, admin: true },
  { method: 'POST', path: '/api/email-configurations', type: 'application/json', first: JSON_START, admin: true },
  { method: 'POST', path: '/api/policy-files', type: 'application/json', first: JSON_START, admin: true },
  {
    method: 'POST',
    path: '/api/policy-files/upload',
    type: 'application/pdf',
    first: PDF_START,
    admin: true,
    headers: { 'X-Policy-Type': 'safeguarding', 'X-File-Name': 'policy.pdf' },
  },
  { method: 'PATCH', path: '/api/admin/messages/00000000-0000-4000-8000-000000000000', type: 'application/json', first: JSON_START, admin: true },
  // Server functions only read: a body for one is refused before it is read.
  { method: 'POST', path: '/_serverFn/any', type: 'application/json', first: JSON_START, refusal: 405 },
]

let site: SiteOnTestDatabase
let server: RunningServer
let adminCookie: string

beforeAll(async () => {
  site = await startSiteOnTestDatabase('chunked_bodies')
  server = site.server
  adminCookie = await adminSessionCookie(site.databaseUrl)
})

afterAll(async () => {
  await site?.stop()
})

function send(target: Target) {
  const headers: Record<string, string> = {
    'Content-Type': target.type,
    Origin: server.url,
    ...target.headers,
    ...(target.admin ? { Cookie: adminCookie } : {}),
  }
  return sendChunked(server.url, { method: target.method, path: target.path, headers }, target.first, BODY_BYTES, { finish: false })
}

const mib = (bytes: number) => `${(bytes / MiB).toFixed(1)} MiB`

describe('chunked 96 MiB bodies', () => {
  it('are refused with 413 by every route that reads a body, before the end, with bounded memory', async () => {
    const pid = server.process.pid!
    // One small round first, so what the server loads on first use is not counted as growth.
    for (const target of TARGETS) await sendSmall(target)
    const before = residentBytes(pid)
    let peak = before

    for (const target of TARGETS) {
      const result = await send(target)
      peak = Math.max(peak, residentBytes(pid))
      console.log(`${target.method} ${target.path} (${target.type.split(';')[0]}): ${result.status} after ${mib(result.sentBytes)} sent`)
      expect(result.status, `${target.method} ${target.path}`).toBe(target.refusal ?? 413)
    }

    const together = await Promise.all(TARGETS.slice(0, 5).map(send))
    peak = Math.max(peak, residentBytes(pid))
    expect(together.map((result) => result.status)).toEqual([413, 413, 413, 413, 413])

    const after = residentBytes(pid)
    console.log(`Server memory (VmRSS): ${mib(before)} before, ${mib(peak)} at peak, ${mib(after)} after; growth ${mib(peak - before)} at most`)
    expect(peak - before).toBeLessThan(MAX_MEMORY_GROWTH)
  })
})

/** The same route with a small body, answered in full, so later figures measure only the large ones. */
async function sendSmall(target: Target) {
  const headers: Record<string, string> = {
    'Content-Type': target.type,
    Origin: server.url,
    ...target.headers,
    ...(target.admin ? { Cookie: adminCookie } : {}),
  }
  await sendChunked(server.url, { method: target.method, path: target.path, headers }, target.first, 1024, { chunkBytes: 256 })
}
