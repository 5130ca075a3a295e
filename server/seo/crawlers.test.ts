import { describe, expect, it } from 'vitest'
import { PUBLIC_PAGES } from '../../app/lib/site/pages.ts'
import { robotsTxt, sitemapXml } from './crawlers.ts'

const SITE = 'https://www.example.org'

describe('sitemapXml', () => {
  const xml = sitemapXml(SITE)
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])

  it('lists every public page once, by absolute URL', () => {
    expect(locations).toEqual(PUBLIC_PAGES.map((page) => `${SITE}${page.path}`))
    expect(locations).toContain(`${SITE}/whats-on-when`)
  })

  it('leaves out the admin pages and the redirect', () => {
    expect(xml).not.toContain('/admin')
    expect(xml).not.toContain('/warmspace')
  })

  it('is a sitemaps.org urlset', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true)
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true)
  })
})

describe('robotsTxt', () => {
  it('keeps crawlers out of the admin area and points to the sitemap', () => {
    const lines = robotsTxt(SITE).split('\n')
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /admin', 'Disallow: /api/admin', `Sitemap: ${SITE}/sitemap.xml`]))
  })
})
