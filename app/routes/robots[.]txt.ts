import { createFileRoute } from '@tanstack/react-router'
import { env } from '#server/env.ts'
import { robotsTxt } from '#server/seo/crawlers.ts'

export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: () =>
        new Response(robotsTxt(env().SITE_URL), {
          headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
        }),
    },
  },
})
