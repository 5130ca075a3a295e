// The JavaScript a first visit to a page downloads, measured in a real browser.
import { gzipSync } from 'node:zlib'

/** No public page may ship more than this much gzipped JavaScript. */
export const JS_BUDGET_BYTES = 120 * 1024

const QUIET_MS = 750
const MAX_WAIT_MS = 10_000

function isJavaScript(response) {
  const type = response.headers()['content-type'] ?? ''
  return /javascript|ecmascript/.test(type) || /\.m?js(\?|$)/.test(new URL(response.url()).pathname)
}

/**
 * Loads `url` in a fresh browser context (empty cache), waits until the network is quiet,
 * and returns every JavaScript file fetched with its raw and gzipped size.
 * @param {import('playwright').Browser} browser
 * @param {string} url
 */
export async function measureFirstVisitJs(browser, url) {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const pending = []
    let lastActivity = Date.now()
    page.on('request', () => (lastActivity = Date.now()))
    page.on('response', (response) => {
      lastActivity = Date.now()
      if (response.status() !== 200 || !isJavaScript(response)) return
      pending.push(response.body().then((body) => ({ url: response.url(), bytes: body.byteLength, gzipBytes: gzipSync(body).byteLength })))
    })
    const navigation = await page.goto(url, { waitUntil: 'load' })
    if (!navigation?.ok()) throw new Error(`${url} answered ${navigation?.status()}`)
    const started = Date.now()
    while (Date.now() - lastActivity < QUIET_MS && Date.now() - started < MAX_WAIT_MS) {
      await page.waitForTimeout(100)
    }
    const files = await Promise.all(pending)
    const gzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0)
    return { url, files, gzipBytes }
  } finally {
    await context.close()
  }
}

/** The public pages' paths, read from the site's own sitemap. */
export async function publicPaths(baseUrl) {
  const response = await fetch(`${baseUrl}/sitemap.xml`)
  if (!response.ok) throw new Error(`GET /sitemap.xml answered ${response.status}`)
  const xml = await response.text()
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
  if (paths.length === 0) throw new Error('The sitemap lists no pages')
  return paths
}

export const kilobytes = (bytes) => (bytes / 1024).toFixed(1)
