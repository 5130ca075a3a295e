import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { press, signInAsAdmin } from './admin-helpers'
import { confirmAction, editorStatus } from './content-helpers'
import { expect, siteOrigin, test } from './fixtures'

const ALT = 'The pastor smiling outside the church'
const CONTENT_TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }
const FORMATS: Record<string, string> = { avif: 'heif', webp: 'webp', jpg: 'jpeg' }

/**
 * A camera's JPEG, stored on its side (1200 × 1600 with EXIF orientation 6, so 1600 × 1200 upright),
 * with its make and the GPS position of someone's home.
 */
function cameraJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#7d3a44' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Home' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 24/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '0/1 6/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer()
}

/** "url 320w, url 640w" as [url, 320] pairs. */
function candidates(srcset: string | null): [string, number][] {
  return (srcset ?? '')
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .map(([url = '', descriptor = '']) => [url, Number(descriptor.replace(/w$/, ''))])
}

/** Every file a `<source>` or the `<img>` lists is served whole, in its format, at its width and stripped of metadata. */
async function expectServedFiles(request: APIRequestContext, picture: Locator, upright: { width: number; height: number }) {
  for (const format of ['avif', 'webp', 'jpg'] as const) {
    const element = format === 'jpg' ? picture.locator('img') : picture.locator(`source[type="${CONTENT_TYPES[format]}"]`)
    const listed = candidates(await element.getAttribute('srcset'))
    expect(
      listed.map(([, width]) => width),
      `the ${format} widths`,
    ).toEqual([320, 640, 960, 1280])
    for (const [url, width] of listed) {
      expect(url).toMatch(new RegExp(`/${width}\\.${format}$`))
      const response = await request.get(url)
      expect(response.status(), url).toBe(200)
      expect(response.headers()['content-type'], url).toBe(CONTENT_TYPES[format])
      const bytes = await response.body()
      const metadata = await sharp(bytes).metadata()
      expect(metadata.format, url).toBe(FORMATS[format])
      expect([metadata.width, metadata.height], url).toEqual([width, Math.round((width * upright.height) / upright.width)])
      expect({ exif: metadata.exif, xmp: metadata.xmp, icc: metadata.icc, iptc: metadata.iptc, orientation: metadata.orientation }, url).toEqual({
        exif: undefined,
        xmp: undefined,
        icc: undefined,
        iptc: undefined,
        orientation: undefined,
      })
      expect(bytes.includes('TestCam'), url).toBe(false)
    }
  }
}

/**
 * Opens /our-people with every photo request held back, measures the pastor's photo and what follows
 * it before the photo arrives and again after, and answers both.
 */
async function layoutWhileLoading(page: Page) {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  let arrived = () => {}
  const requested = new Promise<void>((resolve) => {
    arrived = resolve
  })
  await page.route('**/api/photos/**', async (route) => {
    arrived()
    await held
    await route.continue()
  })
  await page.goto('/our-people', { waitUntil: 'domcontentloaded' })
  const img = page.locator('section#pastor picture img')
  const next = page.locator('section#leadership-team h2')
  await requested
  const measure = async () => ({
    img: await img.boundingBox(),
    next: await next.boundingBox(),
    loaded: await img.evaluate((el: HTMLImageElement) => el.naturalWidth),
  })
  const before = await measure()
  release()
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true)
  const after = await measure()
  await page.unroute('**/api/photos/**')
  return { before, after }
}

test.describe('a person’s photo', () => {
  let folder = ''
  test.beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'church-photo-e2e-'))
  })
  test.afterAll(async () => {
    await rm(folder, { recursive: true, force: true })
  })

  test('is uploaded with its description, published, and served without metadata in every width, with its size in the HTML', async ({ page, browser }) => {
    test.setTimeout(90_000)
    const jpeg = path.join(folder, 'pastor.jpg')
    await writeFile(jpeg, await cameraJpeg())
    expect((await sharp(jpeg).metadata()).exif?.includes(Buffer.from('TestCam'))).toBe(true)
    const pdf = path.join(folder, 'photo.jpg')
    await writeFile(pdf, `%PDF-1.7\n${'x'.repeat(4000)}\n%%EOF\n`)

    await signInAsAdmin(page)
    await page.getByRole('link', { name: 'Edit People' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible()
    await expect(editorStatus(page)).toContainText(/Published version \d+/)
    const firstPublished = Number((await editorStatus(page).textContent())?.match(/Published version (\d+)/)?.[1])

    const pastor = page.getByRole('group', { name: 'Pastor', exact: true })
    const photoField = pastor.getByRole('group', { name: 'Photo', exact: true })
    await expect(photoField).toContainText('No photo.')
    let sendUpload = () => {}
    const uploadHeld = new Promise<void>((resolve) => {
      sendUpload = resolve
    })
    await page.route('**/api/admin/photos', async (route) => {
      await uploadHeld
      await route.continue()
    })
    await photoField.getByLabel('Upload a photo').focus()
    await photoField.getByLabel('Upload a photo').setInputFiles(jpeg)
    await expect(photoField.getByRole('status')).toHaveText('Uploading the photo...')
    await expect(photoField.getByLabel('Upload a photo')).toBeDisabled()
    sendUpload()
    const preview = photoField.getByRole('img', { name: 'Current photo, not yet described' })
    await expect(preview).toBeVisible({ timeout: 30_000 })
    await page.unroute('**/api/admin/photos')
    await expect(preview).toHaveAttribute('width', '1600')
    await expect(preview).toHaveAttribute('height', '1200')
    await expect(photoField.getByLabel('Description of the photo'), 'the photo needs its description next').toBeFocused()
    await photoField.getByLabel('Description of the photo').fill(ALT)
    await expect(photoField.getByRole('img', { name: `Current photo: ${ALT}` })).toBeVisible()
    await expect(editorStatus(page)).toContainText('Unsaved changes')

    await page.getByRole('button', { name: 'Save draft' }).click()
    await expect(editorStatus(page)).toContainText('Draft saved at')
    await confirmAction(page, 'Publish', 'Publish')
    await expect(editorStatus(page)).toContainText(`Published version ${firstPublished + 1}`)

    const visitorContext = await browser.newContext()
    const visitor = await visitorContext.newPage()
    const picture = visitor.locator('section#pastor picture')
    await expect(async () => {
      await visitor.goto('/our-people')
      await expect(picture).toHaveCount(1, { timeout: 500 })
    }).toPass({ timeout: 10_000 })
    const img = picture.locator('img')
    await expect(img).toHaveAttribute('width', '1600')
    await expect(img).toHaveAttribute('height', '1200')
    await expect(img).toHaveAttribute('alt', ALT)
    await expect(visitor.locator('section#pastor').getByRole('img', { name: ALT })).toBeVisible()
    await expectServedFiles(visitor.request, picture, { width: 1600, height: 1200 })

    const { before, after } = await layoutWhileLoading(visitor)
    expect(before.loaded, 'the photo had not arrived when measured').toBe(0)
    expect(before.img?.height).toBeGreaterThan(0)
    expect(before.img?.width).toBeGreaterThan(0)
    expect(after.img).toEqual(before.img)
    expect(after.next).toEqual(before.next)
    await visitorContext.close()

    const uploaded = await photoField.getByRole('img', { name: `Current photo: ${ALT}` }).getAttribute('src')
    await photoField.getByLabel('Upload a different photo').focus()
    await photoField.getByLabel('Upload a different photo').setInputFiles(pdf)
    const refusal = photoField.getByText('Only JPEG, PNG and WebP photos can be uploaded')
    await expect(refusal).toBeVisible({ timeout: 15_000 })
    await expect(photoField.getByLabel('Upload a different photo'), 'focus is back on the file input').toBeFocused()
    await expect(photoField.getByLabel('Upload a different photo')).toHaveAttribute('aria-invalid', 'true')
    await expect(photoField.getByLabel('Upload a different photo')).toHaveAccessibleDescription(/Only JPEG, PNG and WebP photos can be uploaded/)
    await expect(photoField.getByRole('img', { name: `Current photo: ${ALT}` })).toHaveAttribute('src', uploaded ?? '')
    await expect(photoField.getByLabel('Description of the photo')).toHaveValue(ALT)
    await expect(editorStatus(page)).toContainText(`Published version ${firstPublished + 1}`)

    await confirmAction(page, `Restore this version (version ${firstPublished})`, 'Restore')
    await expect(editorStatus(page)).toContainText(`Version ${firstPublished} restored as version ${firstPublished + 2}`)
    await expect(photoField).toContainText('No photo.')
    const anonymous = await browser.newContext()
    const again = await anonymous.newPage()
    await expect(async () => {
      await again.goto('/our-people')
      await expect(again.locator('section#pastor picture'), 'the initials are back').toHaveCount(0, { timeout: 500 })
    }).toPass({ timeout: 10_000 })
    await anonymous.close()
  })

  test('Remove photo hands the focus to the upload control, to choose another', async ({ page }) => {
    const png = path.join(folder, 'square.png')
    const square = sharp({ create: { width: 400, height: 400, channels: 3, background: '#d9c7a0' } })
    await writeFile(png, await square.png().toBuffer())
    await signInAsAdmin(page)
    await page.getByRole('link', { name: 'Edit People' }).click()
    const photoField = page.getByRole('group', { name: 'Pastor', exact: true }).getByRole('group', { name: 'Photo', exact: true })
    await expect(photoField).toContainText('No photo.')
    await photoField.getByLabel('Upload a photo').setInputFiles(png)
    await expect(photoField.getByRole('img', { name: 'Current photo, not yet described' })).toBeVisible({ timeout: 30_000 })

    await press(photoField.getByRole('button', { name: 'Remove photo: Pastor', exact: true }), 'Enter')
    await expect(photoField).toContainText('No photo.')
    await expect(photoField.getByLabel('Upload a photo')).toBeFocused()
  })
})

test('a photo no version or draft shows is deleted from the photo library after a confirmation, and focus goes to what happened', async ({ page }) => {
  await signInAsAdmin(page)
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#44557d' } })
    .jpeg()
    .toBuffer()
  const uploaded = await page.request.post('/api/admin/photos', { headers: { 'Content-Type': 'image/jpeg', Origin: siteOrigin() }, data: jpeg })
  expect(uploaded.status()).toBe(201)
  const { id } = (await uploaded.json()) as { id: string }
  await page.reload()

  const library = page.getByRole('region', { name: 'Photo library' })
  const item = library.getByRole('listitem').filter({ has: page.locator(`img[src*="${id}"]`) })
  await expect(item).toContainText('800 × 600 pixels')
  await expect(item).toContainText('No published version or draft shows it.')
  const remove = item.getByRole('button', { name: /^Delete photo uploaded/ })

  await remove.click()
  const dialog = page.getByRole('alertdialog', { name: 'Delete this photo?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(remove, 'Cancel keeps the photo and returns focus to its button').toBeFocused()

  await remove.click()
  await dialog.getByRole('button', { name: 'Delete photo' }).click()
  await expect(dialog).toBeHidden()
  const outcome = library.getByRole('status')
  await expect(outcome).toHaveText(/^The photo uploaded .+ is deleted\.$/)
  await expect(outcome, 'focus goes to what happened, as the photo’s controls are gone').toBeFocused()
  await expect(item).toHaveCount(0)
  expect((await page.request.get(`/api/photos/${id}/320.jpg`)).status()).toBe(404)
})
