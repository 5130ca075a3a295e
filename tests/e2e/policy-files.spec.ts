import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Download, Page } from '@playwright/test'
import { format } from 'date-fns'
import { signInAsAdmin } from './admin-helpers'
import { expect, siteOrigin, test } from './fixtures'
import { focusHydrated } from './hydration'

/** A small valid PDF, padded inside a comment to about `size` bytes with random bytes so every file differs. */
function makePdf(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n%')
  const tail = Buffer.from('\ntrailer<</Root 1 0 R>>\n%%EOF\n')
  const padding = randomBytes(Math.max(0, size - head.length - tail.length)).map((byte) => (byte === 0x0a || byte === 0x0d ? 0x20 : byte))
  return Buffer.concat([head, padding, tail])
}

/** The visible toast (Radix also copies its text into a live region for screen readers). */
function toastOn(page: Page) {
  return page.getByTestId('toast')
}

function uniqueName(prefix: string): string {
  return `${prefix}-${randomBytes(3).toString('hex')}.pdf`
}

async function uploadThroughApi(request: APIRequestContext, type: string, name: string, pdf: Buffer) {
  const response = await request.post('/api/policy-files/upload', {
    headers: { Origin: siteOrigin(), 'Content-Type': 'application/pdf', 'X-Policy-Type': type, 'X-File-Name': encodeURIComponent(name) },
    data: pdf,
  })
  expect(response.status()).toBe(201)
}

/** Slows this page's uploads so a progress bar has time to be seen, as on a slow home connection. */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerSecond })
}

test.describe('policy files', () => {
  test('the admin uploads a PDF with a progress bar, and a visitor without JavaScript downloads the same bytes', async ({ page, browser }) => {
    await signInAsAdmin(page)
    const section = page.getByRole('region', { name: 'Policy File Management' })
    const row = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Health and Safety Policy' }) })
    await expect(row.getByRole('button', { name: /^(Upload|Replace) PDF/ })).toBeVisible()

    const pdf = makePdf(2_000_000)
    const name = uniqueName('Health and Safety')
    await throttleUploads(page, 500_000)
    const chooser = page.waitForEvent('filechooser')
    await row.getByRole('button', { name: /^(Upload|Replace) PDF/ }).click()
    await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer: pdf })

    const progress = row.getByRole('progressbar', { name: 'Uploading Health and Safety Policy' })
    await expect(progress).toBeVisible()
    await expect(toastOn(page).getByText('Upload Successful')).toBeVisible({ timeout: 20_000 })
    await expect(progress).toHaveCount(0)
    await expect(row).toContainText(name)
    await expect(row).toContainText(`${Math.round(pdf.length / 1024)} KB`)
    await expect(row).toContainText(format(new Date(), 'MMM d, yyyy'))
    await expect(row.getByRole('button', { name: /^Replace PDF/ })).toBeVisible()

    const visitor = await browser.newContext({ baseURL: siteOrigin(), javaScriptEnabled: false, acceptDownloads: true })
    const visitorPage = await visitor.newPage()
    await visitorPage.goto('/policies')
    const card = visitorPage.getByRole('article', { name: 'Health and Safety Policy' })
    const link = card.getByRole('link', { name: /Download PDF/ })
    await expect(link).toContainText(`${name} (${Math.round(pdf.length / 1024)} KB)`)
    const downloading = visitorPage.waitForEvent('download')
    await link.click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe('health_and_safety_policy.pdf')
    expect((await readFile(await download.path())).equals(pdf)).toBe(true)
    await visitor.close()
  })

  test('the browser refuses a file over 10MB before sending it', async ({ page }) => {
    await signInAsAdmin(page)
    const row = page.getByRole('region', { name: 'Policy File Management' }).getByRole('listitem').filter({ hasText: 'Gift Aid Declaration Form' })
    let uploads = 0
    page.on('request', (request) => {
      if (request.url().endsWith('/api/policy-files/upload')) uploads++
    })
    const chooser = page.waitForEvent('filechooser')
    await row.getByRole('button', { name: /^(Upload|Replace) PDF/ }).click()
    await (await chooser).setFiles({ name: 'too-big.pdf', mimeType: 'application/pdf', buffer: makePdf(10_485_761) })
    await expect(toastOn(page).getByText('File Too Large')).toBeVisible()
    await expect(toastOn(page).getByText('File size must be less than 10MB')).toBeVisible()
    expect(uploads).toBe(0)
  })

  test('with JavaScript a download says it started, or that the file is unavailable; an absent file shows Coming Soon', async ({ page, db }) => {
    await signInAsAdmin(page)
    const pdf = makePdf(40_000)
    await uploadThroughApi(page.request, 'privacy', uniqueName('Privacy'), pdf)

    await page.goto('/policies')
    const card = page.getByRole('article', { name: 'Privacy Policy' })
    const downloading = page.waitForEvent('download')
    await card.getByRole('link', { name: /Download PDF/ }).click()
    await expect(toastOn(page).getByText('Download Started')).toBeVisible()
    const download = await downloading
    expect(download.suggestedFilename()).toBe('privacy_policy.pdf')
    expect((await readFile(await download.path())).equals(pdf)).toBe(true)

    await db`delete from policy_files where policy_type = 'privacy'`
    await card.getByRole('link', { name: /Download PDF/ }).click()
    await expect(toastOn(page).getByText('Download Unavailable')).toBeVisible()
    await expect(toastOn(page).getByText('This policy file is not available for download yet.')).toBeVisible()

    await page.reload()
    await expect(card.getByRole('button', { name: 'Coming Soon' })).toBeDisabled()
    await expect(card).toContainText('This document will be available soon.')
  })

  test('Ways to Give offers the Gift Aid form in a new tab once uploaded, and says so before', async ({ page, browser, db }) => {
    await db`delete from policy_files where policy_type = 'gift_aid'`
    const visitor = await browser.newContext({ baseURL: siteOrigin(), javaScriptEnabled: false })
    const visitorPage = await visitor.newPage()
    await visitorPage.goto('/ways-to-give')
    const giftAid = visitorPage.locator('#gift-aid')
    await expect(giftAid).toContainText('The Gift Aid declaration form will be available once uploaded by the admin team.')
    await expect(giftAid.getByRole('link', { name: /Download Gift Aid Form/ })).toHaveCount(0)

    await signInAsAdmin(page)
    const pdf = makePdf(30_000)
    await uploadThroughApi(page.request, 'gift_aid', uniqueName('Gift Aid'), pdf)
    await visitorPage.reload()
    const link = giftAid.getByRole('link', { name: 'Download Gift Aid Form (opens in a new tab)' })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('href', '/api/policy-files/gift_aid/download')
    await visitor.close()

    await page.goto('/ways-to-give')
    // Chromium opens the new tab, closes it as the download starts, and reports the download on either page.
    const downloading = new Promise<Download>((resolve) => {
      page.once('download', resolve)
      page.context().on('page', (tab) => tab.once('download', resolve))
    })
    // A click that lands as the section wakes on the first touch meets a link being replaced, and opens nothing: it is made again.
    await expect(async () => {
      const opening = page.waitForEvent('popup', { timeout: 5_000 })
      await page
        .locator('#gift-aid')
        .getByRole('link', { name: /Download Gift Aid Form/ })
        .click()
      await opening
    }).toPass({ timeout: 30_000 })
    const download = await downloading
    expect(download.suggestedFilename()).toBe('gift_aid_declaration_form.pdf')
    expect((await readFile(await download.path())).equals(pdf)).toBe(true)
  })

  test('Safeguarding offers the full policy without JavaScript, and with it says when the file has gone', async ({ page, browser, db }) => {
    await signInAsAdmin(page)
    const pdf = makePdf(25_000)
    await uploadThroughApi(page.request, 'safeguarding', uniqueName('Safeguarding'), pdf)

    const visitor = await browser.newContext({ baseURL: siteOrigin(), javaScriptEnabled: false, acceptDownloads: true })
    const visitorPage = await visitor.newPage()
    await visitorPage.goto('/safeguarding')
    const downloading = visitorPage.waitForEvent('download')
    await visitorPage.getByRole('link', { name: 'Download Full Safeguarding Policy (PDF)' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe('safeguarding_policy.pdf')
    expect((await readFile(await download.path())).equals(pdf)).toBe(true)
    await visitor.close()

    await page.goto('/safeguarding')
    await db`delete from policy_files where policy_type = 'safeguarding'`
    // A press before the page's code runs is a plain link's download; this asks what the code says.
    const link = page.getByRole('link', { name: 'Download Full Safeguarding Policy (PDF)' })
    await focusHydrated(link)
    await link.click()
    await expect(toastOn(page).getByText('Download Unavailable')).toBeVisible()
    await expect(toastOn(page).getByText('The safeguarding policy file is not available for download yet.')).toBeVisible()
    await page.reload()
    await expect(page.getByRole('button', { name: 'Download Full Safeguarding Policy (PDF)' })).toBeDisabled()
    await expect(page.locator('#policy')).toContainText('The policy document will be available soon.')
  })

  test('uploads need a signed-in admin on this site', async ({ request }) => {
    const pdf = makePdf(2048)
    const headers = { 'Content-Type': 'application/pdf', 'X-Policy-Type': 'privacy', 'X-File-Name': 'x.pdf' }
    const crossSite = await request.post('/api/policy-files/upload', { headers: { ...headers, Origin: 'https://evil.example' }, data: pdf })
    expect(crossSite.status()).toBe(403)
    const anonymous = await request.post('/api/policy-files/upload', { headers: { ...headers, Origin: siteOrigin() }, data: pdf })
    expect(anonymous.status()).toBe(401)
    expect(await anonymous.json()).toHaveProperty('error')
  })
})
