import { ADMIN_PATH_ROOTS } from '../../app/lib/admin/admin-path.ts'
import { PUBLIC_PAGES } from '../../app/lib/site/pages.ts'

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!)

/** sitemap.xml listing every public page by its absolute URL, then `morePaths` (the sermon library's series and sermons). */
export function sitemapXml(siteUrl: string, morePaths: readonly string[] = []): string {
  const urls = [...PUBLIC_PAGES.map(({ path }) => path), ...morePaths].map((path) => `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc></url>`)
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n')
}

/** robots.txt: everything public may be crawled; the admin area and its API may not. */
export function robotsTxt(siteUrl: string): string {
  const disallowed = ADMIN_PATH_ROOTS.map((root) => `Disallow: ${root}`)
  return ['User-agent: *', 'Allow: /', ...disallowed, '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n')
}
