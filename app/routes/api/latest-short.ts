import { createFileRoute } from '@tanstack/react-router'
import { json } from '#server/http.ts'
import { getSermonFeed } from '#server/sermons/cache.ts'
import { feedCacheControl, latestShort } from '#server/sermons/present.ts'

export const Route = createFileRoute('/api/latest-short')({
  server: {
    handlers: {
      GET: async () => {
        const cached = await getSermonFeed()
        return json(latestShort(cached.feed), { headers: { 'Cache-Control': feedCacheControl(cached) } })
      },
    },
  },
})
