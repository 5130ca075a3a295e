// npm run share-image: draws the link-preview picture (Open Graph, 1200 × 630) at
// public/images/share.jpg from the church's name, tagline and place, as the first version of "The
// church" document has them (db/migrations/00013_site_content.sql). Run it again whenever those change.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { chromium } from '@playwright/test'

const ROOT = path.resolve(import.meta.dirname, '..')
const OUTPUT = path.join(ROOT, 'public/images/share.jpg')

const CHURCH_MIGRATION = 'db/migrations/00013_site_content.sql'

async function churchFacts() {
  const source = await readFile(path.join(ROOT, CHURCH_MIGRATION), 'utf8')
  const match = source.match(/values \('church', 1, \$json\$([\s\S]*?)\$json\$/)
  if (!match) throw new Error(`${CHURCH_MIGRATION} has no first version of the church to draw`)
  const church = JSON.parse(match[1])
  return { name: church.name, tagline: church.tagline, place: `${church.address.locality}, ${church.address.county}` }
}

const escapeHtml = (text) => text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char])

function page({ name, tagline, place }, logo) {
  return `<!doctype html><html><head><style>
    html, body { margin: 0; width: 1200px; height: 630px; }
    body { display: flex; align-items: center; gap: 64px; padding: 0 96px; box-sizing: border-box;
      background: radial-gradient(circle at 85% 15%, #9b2c46 0, transparent 45%), linear-gradient(135deg, #661a2e, #4a1322);
      color: #fbf6ec; font-family: Georgia, 'Times New Roman', serif; }
    svg { width: 260px; height: 260px; flex: none; filter: drop-shadow(0 12px 24px rgb(0 0 0 / 0.35)); }
    h1 { margin: 0; font-size: 76px; line-height: 1.05; }
    p { margin: 28px 0 0; font-size: 34px; line-height: 1.35; color: #f5dde3; }
    .place { margin-top: 36px; font: 600 26px 'Segoe UI', system-ui, sans-serif; letter-spacing: 0.12em; text-transform: uppercase; color: #f3cf7a; }
    .rule { width: 120px; height: 6px; border-radius: 3px; background: #e8b64a; margin-bottom: 32px; }
  </style></head><body>${logo}<main><div class="rule"></div><h1>${escapeHtml(name)}</h1><p>${escapeHtml(tagline)}</p><div class="place">${escapeHtml(place)}</div></main></body></html>`
}

const logo = await readFile(path.join(ROOT, 'public/favicon.svg'), 'utf8')
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
try {
  const tab = await browser.newPage({ viewport: { width: 1200, height: 630 } })
  await tab.setContent(page(await churchFacts(), logo))
  await tab.screenshot({ path: OUTPUT, type: 'jpeg', quality: 88 })
  console.log(`Wrote ${path.relative(ROOT, OUTPUT)}`)
} finally {
  await browser.close()
}
