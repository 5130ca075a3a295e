import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import postgres from 'postgres'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PHOTO_FORMATS, PHOTO_WIDTHS, photoUrl } from '../../app/lib/content/photo-files.ts'
import { hashPassword } from '../../server/auth/password.ts'
import { createSession } from '../../server/auth/session.ts'
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts'
import { type RunningServer, startProductionServer } from '../helpers/server.ts'

// The built server on Deno loads sharp (left out of the bundle, as the image carries it) to
// upload a photo, and serves every file past the static files and the page cache.
let database: TestDatabase
let sql: postgres.Sql
let server: RunningServer
let uploads = ''
let adminCookie = ''

beforeAll(async () => {
  database = await createTestDatabase('photos')
  sql = postgres(database.url, { max: 1, onnotice: () => {} })
  uploads = await mkdtemp(path.join(tmpdir(), 'church-photos-'))
  const databaseEnv: Record<string, string> = database.dataDir
    ? { DATA_DIR: database.dataDir, DATABASE_URL: '' }
    : { DATABASE_URL: database.url, DATA_DIR: uploads }
  server = await startProductionServer(databaseEnv)
  const [admin] = await sql<{ id: string; email: string }[]>`
    insert into admins (email, password_hash) values ('photos@example.org', ${await hashPassword('correct horse battery staple')}) returning id, email`
  const { token } = await createSession({ id: admin!.id, email: admin!.email } as Parameters<typeof createSession>[0], sql)
  adminCookie = `admin_session=${token}`
})

afterAll(async () => {
  await server?.stop()
  await sql?.end({ timeout: 2 })
  await database?.drop()
  await rm(uploads, { recursive: true, force: true })
})

const upload = (body: Uint8Array<ArrayBuffer>, cookie = adminCookie) =>
  fetch(`${server.url}/api/admin/photos`, { method: 'POST', headers: { Origin: server.url, Cookie: cookie, 'Content-Type': 'image/jpeg' }, body })

describe('photos on the production server', () => {
  it('uploads a camera JPEG and serves each width and format without its GPS position', async () => {
    const jpeg = await sharp({ create: { width: 1500, height: 1000, channels: 3, background: '#8a4' } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 24/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '0/1 6/1 0/1' } })
      .toBuffer()
    const response = await upload(new Uint8Array(jpeg))
    expect(response.status, server.output()).toBe(201)
    const { id, width, height } = (await response.json()) as { id: string; width: number; height: number }
    expect([width, height]).toEqual([1500, 1000])
    for (const kept of PHOTO_WIDTHS) {
      for (const format of PHOTO_FORMATS) {
        const file = await fetch(`${server.url}${photoUrl(id, kept, format)}`)
        expect(file.status).toBe(200)
        expect(file.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
        const bytes = Buffer.from(await file.arrayBuffer())
        expect(file.headers.get('Content-Length')).toBe(String(bytes.byteLength))
        const metadata = await sharp(bytes).metadata()
        expect([metadata.width, metadata.exif]).toEqual([kept, undefined])
      }
    }
    const unknown = await fetch(`${server.url}/api/photos/${id}/1600.jpg`)
    expect([unknown.status, await unknown.json()]).toEqual([404, { error: 'Not found' }])
  })

  it('refuses a PDF, a truncated JPEG, an oversized body and a visitor, never with a 5xx', async () => {
    expect((await upload(new TextEncoder().encode('%PDF-1.7\nnot a photo'))).status).toBe(415)
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#8a4' } })
      .jpeg()
      .toBuffer()
    expect((await upload(new Uint8Array(jpeg.subarray(0, jpeg.byteLength / 2)))).status).toBe(400)
    expect((await upload(new Uint8Array(13 * 1024 * 1024))).status).toBe(413)
    expect((await upload(new Uint8Array(jpeg), '')).status).toBe(401)
    expect(server.output()).not.toMatch(/Unhandled error/)
  })
})
