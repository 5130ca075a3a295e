import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from '../../db/client.ts'
import { PHOTO_FORMATS, photoUrl } from '../../app/lib/content/photo-files.ts'
import { BadRequest } from '../../server/errors.ts'
import { exportPhotos, importPhotos, photoIdsIn, resolvePhotos } from '../../server/photos/archive.ts'
import { MAX_PHOTOS } from '../../server/photos/library.ts'
import { objectStore } from '../../server/storage/object-store.ts'
import { type SignedInSite, startBuiltSite } from '../helpers/built-site.ts'

// Through the production build, from the edge rules on, with the photos in a folder of this file's own.
const dataDir = mkdtempSync(path.join(tmpdir(), 'church-photos-'))
process.env.DATA_DIR = dataDir
let site: SignedInSite | undefined
let base = ''
let adminCookie = ''
const statuses: number[] = []

beforeAll(async () => {
  site = await startBuiltSite()
  ;({ base, adminCookie } = site)
}, 120_000)

afterAll(async () => {
  await site?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

async function send(pathname: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(`${base}${pathname}`, init)
  statuses.push(response.status)
  return response
}

function upload(body: Uint8Array | Buffer, { type = 'image/jpeg', cookie = adminCookie }: { type?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = { Origin: base, 'Content-Type': type }
  if (cookie) headers.Cookie = cookie
  return send('/api/admin/photos', { method: 'POST', headers, body: new Uint8Array(body) })
}

/** A camera's JPEG: turned on its side (EXIF orientation 6), with a make and a GPS position. */
function cameraJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7d44' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Home' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 24/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '0/1 6/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer()
}

type Uploaded = { id: string; width: number; height: number }

async function expectError(response: Response, status: number, error: string | RegExp) {
  expect(response.status).toBe(status)
  expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8')
  const body = (await response.json()) as { error: string }
  if (typeof error === 'string') expect(body.error).toBe(error)
  else expect(body.error).toMatch(error)
}

describe('uploading a photo', () => {
  let photo: Uploaded

  it('turns it upright, keeps it at most 2400 px and answers its id and size', async () => {
    const original = await cameraJpeg(3000, 2000)
    expect((await sharp(original).metadata()).exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true)
    const response = await upload(original)
    expect(response.status).toBe(201)
    photo = (await response.json()) as Uploaded
    expect(photo).toEqual({ id: expect.stringMatching(/^[0-9a-f]{32}$/), width: 1600, height: 2400 })
    const [row] = await sql()<
      { widths: number[]; byte_size: string; uploaded_by: string }[]
    >`select widths, byte_size, uploaded_by from photos where id = ${photo.id}`
    expect(row!.widths).toEqual([320, 640, 960, 1280])
    expect(Number(row!.byte_size)).toBeGreaterThan(0)
    const [audit] = await sql()<{ action: string; detail: string }[]>`select action, detail from audit_log order by id desc limit 1`
    expect(audit).toEqual({ action: 'photo.upload', detail: expect.stringContaining(photo.id) })
  }, 60_000)

  it('serves every width in AVIF, WebP and JPEG, at its size, for good, with no metadata left', async () => {
    for (const width of [320, 640, 960, 1280]) {
      for (const format of PHOTO_FORMATS) {
        const response = await send(photoUrl(photo.id, width, format))
        expect(response.status).toBe(200)
        const bytes = Buffer.from(await response.arrayBuffer())
        expect(response.headers.get('Content-Type')).toBe({ avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }[format])
        expect(response.headers.get('Content-Length')).toBe(String(bytes.byteLength))
        expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
        const etag = response.headers.get('ETag')!
        expect(etag).toMatch(/^".+"$/)
        const metadata = await sharp(bytes).metadata()
        expect(metadata.format).toBe({ avif: 'heif', webp: 'webp', jpg: 'jpeg' }[format])
        expect([metadata.width, metadata.height]).toEqual([width, width * 1.5])
        expect(metadata.exif).toBeUndefined()
        expect(metadata.xmp).toBeUndefined()
        expect(metadata.icc).toBeUndefined()
        expect(metadata.orientation).toBeUndefined()
        expect(bytes.includes('TestCam')).toBe(false)
        const again = await send(photoUrl(photo.id, width, format), { headers: { 'If-None-Match': etag } })
        expect(again.status).toBe(304)
      }
    }
  }, 60_000)

  it('never makes a width wider than the photo, and answers JSON 404 for anything unknown', async () => {
    const narrow = (await (
      await upload(
        await sharp({ create: { width: 700, height: 500, channels: 4, background: '#0000' } })
          .png()
          .toBuffer(),
        { type: 'image/png' },
      )
    ).json()) as Uploaded
    expect(narrow).toMatchObject({ width: 700, height: 500 })
    expect((await send(photoUrl(narrow.id, 640, 'webp'))).status).toBe(200)
    for (const pathname of [
      photoUrl(narrow.id, 960, 'webp'),
      photoUrl(photo.id, 1600, 'jpg'),
      `/api/photos/${photo.id}/320.gif`,
      `/api/photos/${photo.id}/master.jpg`,
      photoUrl('0123456789abcdef0123456789abcdef', 320, 'jpg'),
      `/api/photos/..%2F..%2Fetc/320.jpg`,
      `/api/photos/${photo.id}`,
    ]) {
      await expectError(await send(pathname), 404, 'Not found')
    }
  })

  it('refuses what is not a JPEG, PNG or WebP by its first bytes, whatever it is called', async () => {
    const pdf = new TextEncoder().encode(`%PDF-1.7\n${'x'.repeat(4000)}`)
    await expectError(await upload(pdf, { type: 'image/jpeg' }), 415, 'Only JPEG, PNG and WebP photos can be uploaded')
    const heic = new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode('ftypheic'), 0, 0, 0, 0])
    await expectError(await upload(heic, { type: 'image/heic' }), 415, /^HEIC and HEIF photos cannot be read here/)
    await expectError(await upload(new Uint8Array(0)), 400, 'The photo is empty: choose a JPEG, PNG or WebP file')
  })

  it('refuses a damaged file, a decompression bomb and a tiny photo with a 400', async () => {
    const whole = await cameraJpeg(1200, 900)
    await expectError(await upload(whole.subarray(0, whole.byteLength / 2)), 400, 'The photo could not be read: the file is damaged or incomplete')
    const bomb = await sharp({ create: { width: 9000, height: 9000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer()
    expect(bomb.byteLength).toBeLessThan(12 * 1024 * 1024)
    await expectError(await upload(bomb, { type: 'image/png' }), 400, /^The photo has too many pixels: at most 60 million/)
    const tiny = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer()
    await expectError(await upload(tiny, { type: 'image/webp' }), 400, 'The photo is too small: it must be at least 320 pixels wide (this one is 200)')
  }, 60_000)

  it('refuses a body over 12 MB with a 413, and a visitor with a 401', async () => {
    await expectError(await upload(new Uint8Array(12 * 1024 * 1024 + 1).fill(0xff)), 413, 'The photo is too large: at most 12 MB')
    await expectError(await upload(await cameraJpeg(800, 600), { cookie: '' }), 401, 'Not signed in')
  })

  it('refuses an upload when the library is full, storing nothing', async () => {
    const [{ count }] = [...(await sql()<{ count: number }[]>`select count(*)::int as count from photos`)] as [{ count: number }]
    const fillers = Array.from({ length: MAX_PHOTOS - count }, (_, index) => `filler${String(index).padStart(26, '0')}`)
    await sql()`insert into photos (id, width, height, widths, byte_size) select unnest(${fillers}::text[]), 400, 300, '{320}', 1`
    try {
      const storedKeys = async () => (await objectStore().keys('photos')).sort()
      const keysBefore = await storedKeys()
      await expectError(await upload(await cameraJpeg(800, 600)), 409, 'The photo library is full: it holds at most 500 photos and 500 MB')
      expect(await storedKeys()).toEqual(keysBefore)
    } finally {
      await sql()`delete from photos where id like 'filler%'`
    }
  }, 60_000)

  it('never answered with a 5xx', () => {
    expect(statuses.filter((status) => status >= 500)).toEqual([])
  })

  describe('in content, exports and imports', () => {
    it('finds photo values anywhere in a document and fills in their true size', async () => {
      const content = {
        people: [
          { name: 'Ruth', photo: { id: photo.id, alt: 'Ruth', width: 1, height: 1 } },
          { name: 'Sam', photo: null },
        ],
      }
      expect(photoIdsIn(content)).toEqual([photo.id])
      expect(await resolvePhotos(content)).toEqual({
        people: [
          { name: 'Ruth', photo: { id: photo.id, alt: 'Ruth', width: 1600, height: 2400 } },
          { name: 'Sam', photo: null },
        ],
      })
      const unknown = { people: [{ photo: { id: 'ffffffffffffffffffffffffffffffff', alt: 'Nobody', width: 5, height: 5 } }] }
      const refused = await resolvePhotos(unknown, () => 'Leadership team › 1 › Photo').catch((error: unknown) => error)
      expect(refused).toBeInstanceOf(BadRequest)
      expect((refused as BadRequest).details).toEqual({
        'people.0.photo': 'Leadership team › 1 › Photo: this photo is not in the photo library; upload it again',
      })
    })

    it('exports its largest JPEG with its true size, and imports it again under its id, in every width and that size', async () => {
      const [exported] = await exportPhotos([photo.id, photo.id, 'ffffffffffffffffffffffffffffffff'])
      expect(exported).toMatchObject({ id: photo.id, contentType: 'image/jpeg', width: 1600, height: 2400 })
      const image = await sharp(Buffer.from(exported!.data, 'base64')).metadata()
      expect([image.width, image.height, image.exif, image.icc]).toEqual([1280, 1920, undefined, undefined])

      await sql()`delete from photos where id = ${photo.id}`
      for (const key of await objectStore().keys(`photos/${photo.id}`)) await objectStore().remove(key)
      await importPhotos([exported!], 'importer@example.org')
      const [row] = await sql()<{ width: number; height: number; widths: number[] }[]>`select width, height, widths from photos where id = ${photo.id}`
      expect(row).toEqual({ width: 1600, height: 2400, widths: [320, 640, 960, 1280] })
      expect((await send(photoUrl(photo.id, 1280, 'avif'))).status).toBe(200)
      expect((await exportPhotos([photo.id]))[0]).toMatchObject({ width: 1600, height: 2400 })
      await importPhotos([exported!])
      expect((await sql()`select 1 from photos where id = ${photo.id}`).length).toBe(1)
    }, 60_000)

    it('refuses an imported photo whose width and height are not those of its image, storing nothing', async () => {
      const data = (
        await sharp({ create: { width: 960, height: 640, channels: 3, background: '#3a7d44' } })
          .jpeg()
          .toBuffer()
      ).toString('base64')
      const id = 'abcdefabcdefabcdefabcdefabcdef20'
      for (const [width, height] of [
        [1500, 1500],
        [2400, 1600],
        [900, 600],
      ]) {
        const refused = await importPhotos([{ id, contentType: 'image/jpeg', data, width, height }]).catch((error: unknown) => error)
        expect((refused as BadRequest).details).toEqual({
          'photos.0': `Photo 1: its width and height (${width} × ${height}) do not match the image (960 × 640)`,
        })
      }
      expect((await sql()`select 1 from photos where id = ${id}`).length).toBe(0)
      await importPhotos([{ id, contentType: 'image/jpeg', data, width: 1200, height: 800 }])
      expect(await sql()`select width, height, widths from photos where id = ${id}`).toEqual([{ width: 1200, height: 800, widths: [320, 640, 960] }])
    }, 60_000)

    it('checks every imported photo before storing any, naming each bad one', async () => {
      const pdf = Buffer.from('%PDF-1.7\nnot a photo').toString('base64')
      const good = { id: 'abcdefabcdefabcdefabcdefabcdef12', contentType: 'image/jpeg', data: (await cameraJpeg(800, 600)).toString('base64') }
      const refused = await importPhotos([
        good,
        { id: 'Bad id', contentType: 'image/jpeg', data: good.data },
        { id: 'abcdefabcdefabcdefabcdefabcdef13', contentType: 'image/jpeg', data: pdf },
        { id: 'abcdefabcdefabcdefabcdefabcdef14', contentType: 'image/jpeg', data: 'no!' },
      ]).catch((error: unknown) => error)
      expect((refused as BadRequest).details).toEqual({
        'photos.1': 'Photo 2: the photo has no valid id',
        'photos.2': 'Photo 3: Only JPEG, PNG and WebP photos can be uploaded',
        'photos.3': 'Photo 4: the photo is not base64 data',
      })
      expect((await sql()`select 1 from photos where id = ${good.id}`).length).toBe(0)
    })
  })
})
