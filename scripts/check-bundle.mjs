// npm run check:bundle [-- --url http://host:port]
// For every public page, the gzipped JavaScript a first visit downloads, measured in Chromium.
// Fails when a page ships more than the budget. Needs a build (npm run build) unless --url is given.
import { chromium } from '@playwright/test'
import { siteFromArgs } from './lib/production-server.mjs'
import { JS_BUDGET_BYTES, kilobytes, measureFirstVisitJs, publicPaths } from './lib/js-weight.mjs'

const CHROMIUM = '/usr/bin/chromium'
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync']

const site = await siteFromArgs()
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
let failed = false
try {
  const rows = []
  for (const path of await publicPaths(site.url)) {
    const { files, gzipBytes } = await measureFirstVisitJs(browser, `${site.url}${path}`)
    const ok = gzipBytes <= JS_BUDGET_BYTES
    failed ||= !ok
    rows.push({
      route: path,
      'JS files': files.length,
      'raw KB': kilobytes(files.reduce((sum, file) => sum + file.bytes, 0)),
      'gzip KB': kilobytes(gzipBytes),
      budget: ok ? 'ok' : 'OVER',
    })
  }
  console.table(rows)
  console.log(`Budget: ${kilobytes(JS_BUDGET_BYTES)} KB of gzipped JavaScript per page on a first visit.`)
} finally {
  await browser.close()
  await site.stop()
}
if (failed) {
  console.error('✖ Some pages ship more JavaScript than the budget allows.')
  process.exit(1)
}
console.log('✔ Every public page is within the JavaScript budget.')
