import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sql } from '../../db/client.ts'
import { MAX_POLICY_FILE_BYTES, type PolicyType } from '../../app/lib/policies/policy-types.ts'
import { sessionCookieName } from '../../server/auth/cookie.ts'
import { createSession, type SessionAdmin } from '../../server/auth/session.ts'
import { findPolicyFile } from '../../server/policies/policy-files.ts'
import * as policyHttp from '../../server/policies/http.ts'
import { objectStore } from '../../server/storage/object-store.ts'
import { answered, answerOf } from '../helpers/answer.ts'

const { handlePolicyFileList, handlePolicyRegistration } = policyHttp
// The handlers throw their refusals; these answer them as the edge does.
const handlePolicyUpload = answered(policyHttp.handlePolicyUpload)
const handlePolicyDownload = answered(policyHttp.handlePolicyDownload)
const handlePolicyFileLookup = answered(policyHttp.handlePolicyFileLookup)

const SITE = 'http://localhost:3000'
// Read lazily by env() on first use, so setting it here is in time: uploads go to a folder of this file's own.
const dataDir = mkdtempSync(path.join(tmpdir(), 'church-policies-'))
process.env.DATA_DIR = dataDir
process.env.SITE_URL = SITE
let admin: SessionAdmin
let adminCookie = ''

beforeAll(async () => {
  const [row] = await sql()<SessionAdmin[]>`
    insert into admins (email, password_hash) values (${`policies-${Date.now()}@example.org`}, 'not-a-real-hash') returning id, email`
  admin = row!
  const { token } = await createSession(admin)
  adminCookie = `${sessionCookieName(false)}=${token}`
})

beforeEach(async () => {
  await sql()`delete from policy_files`
  const store = objectStore()
  for (const key of await store.keys('policies')) await store.remove(key)
})

afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

function pdfBytes(size: number, seed = 1): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size)
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + seed * 7) % 251
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'))
  return bytes
}

type UploadOptions = { type?: string; name?: string; contentType?: string; headers?: Record<string, string> }

function uploadRequest(body: BodyInit | null, options: UploadOptions = {}): Request {
  const headers = new Headers({
    'Content-Type': options.contentType ?? 'application/pdf',
    'X-Policy-Type': options.type ?? 'privacy',
    'X-File-Name': encodeURIComponent(options.name ?? 'Privacy policy 2025.pdf'),
    ...options.headers,
  })
  return new Request(`${SITE}/api/policy-files/upload`, { method: 'POST', headers, body, duplex: 'half' } as RequestInit)
}

async function upload(bytes: Uint8Array<ArrayBuffer>, options: UploadOptions = {}) {
  return handlePolicyUpload(uploadRequest(bytes, options), admin)
}

function get(pathname: string, headers: Record<string, string> = {}): Request {
  return new Request(`${SITE}${pathname}`, { headers })
}

async function downloadBytes(type: PolicyType): Promise<Uint8Array> {
  const response = await handlePolicyDownload(get(`/api/policy-files/${type}/download`), type)
  expect(response.status).toBe(200)
  return new Uint8Array(await response.arrayBuffer())
}

/** A request body of `size` bytes made on demand, counting how many bytes the reader pulled. */
function countedBody(size: number, chunkSize = 64 * 1024) {
  const counter = { pulled: 0, cancelled: false }
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const remaining = size - counter.pulled
        if (remaining <= 0) return controller.close()
        // A fresh buffer each time, as a network read gives, so holding chunks really costs memory.
        const length = Math.min(chunkSize, remaining)
        const chunk = counter.pulled === 0 ? pdfBytes(length) : new Uint8Array(length).fill(0x20)
        counter.pulled += chunk.byteLength
        controller.enqueue(chunk)
      },
      cancel() {
        counter.cancelled = true
      },
    },
    { highWaterMark: 0 },
  )
  return { stream, counter }
}

describe('uploading and downloading a policy PDF', () => {
  it('gives back exactly the bytes uploaded, with safe download headers', async () => {
    const bytes = pdfBytes(300_000)
    const response = await upload(bytes, { type: 'safeguarding' })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ message: 'Safeguarding Policy uploaded successfully' })

    const download = await handlePolicyDownload(get('/api/policy-files/safeguarding/download'), 'safeguarding')
    expect(download.status).toBe(200)
    expect(download.headers.get('Content-Type')).toBe('application/pdf')
    expect(download.headers.get('Content-Length')).toBe('300000')
    expect(download.headers.get('Content-Disposition')).toBe('attachment; filename="safeguarding_policy.pdf"')
    expect(download.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(download.headers.get('Content-Security-Policy')).toBe('sandbox')
    expect(download.headers.get('ETag')).toMatch(/^"[0-9a-f]{64}"$/)
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes)
  })

  it('names downloads after the policy title', async () => {
    await upload(pdfBytes(2048), { type: 'health_safety', name: 'h&s.pdf' })
    const download = await handlePolicyDownload(get('/api/policy-files/health_safety/download'), 'health_safety')
    expect(download.headers.get('Content-Disposition')).toBe('attachment; filename="health_and_safety_policy.pdf"')
    await download.body?.cancel()
  })

  it('keeps exactly one object per type after a replace, and serves the new one', async () => {
    await upload(pdfBytes(5000, 1), { type: 'privacy', name: 'first.pdf' })
    const replacement = pdfBytes(7000, 2)
    const response = await upload(replacement, { type: 'privacy', name: 'second.pdf' })
    expect(response.status).toBe(201)

    const keys = await objectStore().keys('policies/privacy')
    const row = await findPolicyFile('privacy')
    expect(keys).toEqual([row!.object_key])
    expect(row).toMatchObject({ file_name: 'second.pdf', file_size: 7000 })
    expect(await downloadBytes('privacy')).toEqual(replacement)
    const [audit] = await sql()<{ action: string }[]>`select action from audit_log where action like 'policy_file.%' order by id desc limit 1`
    expect(audit!.action).toBe('policy_file.replace')
  })

  it('answers 304 when the browser already has the current file', async () => {
    await upload(pdfBytes(4096), { type: 'constitution' })
    const first = await handlePolicyDownload(get('/api/policy-files/constitution/download'), 'constitution')
    const etag = first.headers.get('ETag')!
    await first.body?.cancel()

    const again = await handlePolicyDownload(get('/api/policy-files/constitution/download', { 'If-None-Match': `W/"other", ${etag}` }), 'constitution')
    expect(again.status).toBe(304)
    expect(again.headers.get('ETag')).toBe(etag)
    expect(await again.text()).toBe('')

    await upload(pdfBytes(4096, 9), { type: 'constitution' })
    const changed = await handlePolicyDownload(get('/api/policy-files/constitution/download', { 'If-None-Match': etag }), 'constitution')
    expect(changed.status).toBe(200)
    expect(changed.headers.get('ETag')).not.toBe(etag)
    await changed.body?.cancel()
  })

  it('answers 404 for a type with no file and for an unknown type', async () => {
    expect((await handlePolicyDownload(get('/api/policy-files/gift_aid/download'), 'gift_aid')).status).toBe(404)
    expect((await handlePolicyDownload(get('/api/policy-files/secrets/download'), 'secrets')).status).toBe(404)
  })
})

describe('what the upload refuses', () => {
  it('refuses a body over 10,485,760 bytes with 413, reading no further than the cap', async () => {
    const { stream, counter } = countedBody(MAX_POLICY_FILE_BYTES + 1)
    const response = await handlePolicyUpload(uploadRequest(stream), admin)
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ error: 'File size must be less than 10MB' })
    expect(counter.pulled).toBe(MAX_POLICY_FILE_BYTES + 1)
    expect(await findPolicyFile('privacy')).toBeNull()
    expect(await objectStore().keys('policies/privacy')).toEqual([])
  })

  it('stops reading a huge body at the cap, so memory does not grow with the body', async () => {
    const bodySize = 512 * 1024 * 1024
    const { stream, counter } = countedBody(bodySize)
    globalThis.gc?.()
    const before = process.memoryUsage()
    const started = performance.now()
    const response = await handlePolicyUpload(uploadRequest(stream), admin)
    const after = process.memoryUsage()
    expect(response.status).toBe(413)
    expect(counter.cancelled).toBe(true)
    expect(counter.pulled).toBeLessThanOrEqual(MAX_POLICY_FILE_BYTES + 64 * 1024)
    const grownBytes = Math.max(after.rss - before.rss, after.arrayBuffers - before.arrayBuffers)
    expect(grownBytes).toBeLessThan(bodySize / 8)
    console.info(
      `bench: 512 MiB body refused after ${(counter.pulled / 1048576).toFixed(2)} MiB in ${(performance.now() - started).toFixed(0)} ms; ` +
        `rss +${((after.rss - before.rss) / 1048576).toFixed(1)} MiB, arrayBuffers +${((after.arrayBuffers - before.arrayBuffers) / 1048576).toFixed(1)} MiB`,
    )
  })

  it('refuses a declared Content-Length over the cap before reading anything', async () => {
    const { stream, counter } = countedBody(MAX_POLICY_FILE_BYTES + 1)
    const response = await handlePolicyUpload(uploadRequest(stream, { headers: { 'Content-Length': String(MAX_POLICY_FILE_BYTES + 1) } }), admin)
    expect(response.status).toBe(413)
    expect(counter.pulled).toBeLessThanOrEqual(64 * 1024)
  })

  it('accepts a file of exactly 10,485,760 bytes', async () => {
    const response = await upload(pdfBytes(MAX_POLICY_FILE_BYTES), { type: 'gift_aid' })
    expect(response.status).toBe(201)
    expect((await findPolicyFile('gift_aid'))!.file_size).toBe(MAX_POLICY_FILE_BYTES)
  })

  it('refuses a body that is not a PDF with 415, after its first bytes', async () => {
    const notPdf = await upload(new TextEncoder().encode('<html><script>alert(1)</script></html>'))
    expect(notPdf.status).toBe(415)
    expect(await notPdf.json()).toEqual({ error: 'Only PDF files can be uploaded' })

    const { stream, counter } = countedBody(5 * 1024 * 1024)
    const disguised = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(new TextEncoder().encode('MZ\x90\x00')),
      pull: async (controller) => {
        const reader = stream.getReader()
        const { value } = await reader.read()
        reader.releaseLock()
        if (value) controller.enqueue(value)
      },
    })
    expect((await handlePolicyUpload(uploadRequest(disguised), admin)).status).toBe(415)
    expect(counter.pulled).toBeLessThanOrEqual(64 * 1024)

    expect((await upload(pdfBytes(2048), { contentType: 'text/plain' })).status).toBe(415)
    expect(await objectStore().keys('policies/privacy')).toEqual([])
  })

  it('refuses an unknown policy type with 400', async () => {
    const response = await upload(pdfBytes(2048), { type: '../etc' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Unknown policy type' })
  })

  it('neutralises a file name like ../../etc/passwd', async () => {
    const response = await upload(pdfBytes(2048), { type: 'privacy', name: '../../etc/passwd' })
    expect(response.status).toBe(201)
    const row = await findPolicyFile('privacy')
    expect(row!.file_name).toBe('passwd')
    expect(row!.object_key).toMatch(/^policies\/privacy\/[0-9a-f-]{36}\.pdf$/)
    expect(existsSync(path.join(dataDir, 'etc'))).toBe(false)
    expect(readdirSync(path.join(dataDir, 'uploads'))).toEqual(['policies'])

    const control = await upload(pdfBytes(2048), { type: 'privacy', name: 'a\u0000b\u202Ec\r\n.pdf' })
    expect(control.status).toBe(201)
    expect((await findPolicyFile('privacy'))!.file_name).toBe('abc.pdf')
  })
})

describe('looking up a policy file', () => {
  it('shows the public the download address, name and size, and the admin also type and date', async () => {
    await upload(pdfBytes(3000), { type: 'safeguarding', name: 'Safeguarding 2025.pdf' })
    const visitor = await handlePolicyFileLookup(get('/api/policy-files/safeguarding'), 'safeguarding')
    expect(await visitor.json()).toEqual({ file_path: '/api/policy-files/safeguarding/download', file_name: 'Safeguarding 2025.pdf', file_size: 3000 })

    const signedIn = await handlePolicyFileLookup(get('/api/policy-files/safeguarding', { Cookie: adminCookie }), 'safeguarding')
    const body = await signedIn.json()
    expect(body).toMatchObject({ policy_type: 'safeguarding', file_name: 'Safeguarding 2025.pdf', file_size: 3000 })
    expect(Date.parse(body.created_at)).toBeGreaterThan(Date.now() - 60_000)
  })

  it('answers 404 with an error when there is no file and for an unknown type', async () => {
    const none = await handlePolicyFileLookup(get('/api/policy-files/privacy'), 'privacy')
    expect(none.status).toBe(404)
    expect(await none.json()).toHaveProperty('error')
    expect((await handlePolicyFileLookup(get('/api/policy-files/nope'), 'nope')).status).toBe(404)
  })
})

describe('listing the policy files for the dashboard', () => {
  it('answers 200 with only the types that have a file, so a missing file is no failed request', async () => {
    const empty = await handlePolicyFileList()
    expect(empty.status).toBe(200)
    expect(await empty.json()).toEqual([])

    await upload(pdfBytes(2048), { type: 'gift_aid', name: 'Gift Aid.pdf' })
    const listed = (await (await handlePolicyFileList()).json()) as Array<Record<string, unknown>>
    expect(listed).toHaveLength(1)
    expect(listed[0]).toMatchObject({ policy_type: 'gift_aid', file_name: 'Gift Aid.pdf', file_size: 2048 })
  })
})

describe('registering an object already in storage', () => {
  function registration(body: unknown) {
    const headers = new Headers({ 'Content-Type': 'application/json' })
    return answerOf(handlePolicyRegistration(new Request(`${SITE}/api/policy-files`, { method: 'POST', headers, body: JSON.stringify(body) }), admin))
  }

  it('registers an existing object whose size matches, replacing the previous file', async () => {
    await upload(pdfBytes(1000, 3), { type: 'constitution' })
    const bytes = pdfBytes(6000, 4)
    await objectStore().put('policies/constitution/constitution-2025.pdf', bytes)

    const response = await registration({
      policy_type: 'constitution',
      object_key: 'policies/constitution/constitution-2025.pdf',
      file_name: 'Constitution 2025.pdf',
      file_size: 6000,
    })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ message: 'Church Constitution registered successfully' })
    expect(await objectStore().keys('policies/constitution')).toEqual(['policies/constitution/constitution-2025.pdf'])
    expect(await downloadBytes('constitution')).toEqual(bytes)
  })

  it('refuses a missing object, a wrong size, a foreign key and a body that is not a registration', async () => {
    await objectStore().put('policies/gift_aid/form.pdf', pdfBytes(500))
    const good = { policy_type: 'gift_aid', object_key: 'policies/gift_aid/form.pdf', file_name: 'form.pdf', file_size: 500 }
    expect((await registration({ ...good, object_key: 'policies/gift_aid/missing.pdf' })).status).toBe(400)
    const wrongSize = await registration({ ...good, file_size: 501 })
    expect(wrongSize.status).toBe(400)
    expect(await wrongSize.json()).toMatchObject({ details: { file_size: 'file_size does not match the stored object (500 bytes)' } })
    expect((await registration({ ...good, object_key: 'policies/privacy/../gift_aid/form.pdf' })).status).toBe(400)
    expect((await registration({ ...good, object_key: 'policies/privacy/form.pdf' })).status).toBe(400)
    expect(await (await registration({ ...good, file_size: 'large' })).json()).toEqual({
      error: 'Invalid request',
      details: { file_size: 'file_size must be a number of bytes' },
    })
    expect(await findPolicyFile('gift_aid')).toBeNull()
    await objectStore().remove('policies/gift_aid/form.pdf')
  })
})
