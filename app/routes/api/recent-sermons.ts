import { createFileRoute } from '@tanstack/react-router'
import { MAX_RECENT_SERMONS, SERMON_ARCHIVE_SIZE } from '~/lib/sermons/sermons'
import { BadRequest } from '#server/errors.ts'
import { answerFromSermonFeed } from '#server/sermons/answer.ts'
import { recentSermons } from '#server/sermons/present.ts'

/** `?limit=` as a whole number from 1 to 50; the archive size when it is absent. */
function parseLimit(value: string | null): number | undefined {
  if (value === null) return SERMON_ARCHIVE_SIZE
  if (!/^\d{1,3}$/.test(value)) return undefined
  const limit = Number(value)
  return limit >= 1 && limit <= MAX_RECENT_SERMONS ? limit : undefined
}

export const Route = createFileRoute('/api/recent-sermons')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const limit = parseLimit(new URL(request.url).searchParams.get('limit'))
        if (limit === undefined) throw new BadRequest('Invalid limit', 400, { limit: `limit must be a whole number from 1 to ${MAX_RECENT_SERMONS}` })
        return answerFromSermonFeed((feed) => recentSermons(feed, limit))
      },
    },
  },
})
