import { createFileRoute } from '@tanstack/react-router'
import { env } from '#server/env.ts'
import { sitemapXml } from '#server/seo/crawlers.ts'
import { libraryPaths } from '#server/sermons/library/read.ts'

export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      // Without the database, the site's own pages are listed still.
      GET: async () =>
        new Response(sitemapXml(env().SITE_URL, await libraryPaths().catch(() => [])), {
          headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
        }),
    },
  },
})
