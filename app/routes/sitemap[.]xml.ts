import { createFileRoute } from '@tanstack/react-router'
import { env } from '#server/env.ts'
import { sitemapXml } from '#server/seo/crawlers.ts'

export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: () =>
        new Response(sitemapXml(env().SITE_URL), {
          headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
        }),
    },
  },
})
