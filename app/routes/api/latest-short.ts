import { createFileRoute } from '@tanstack/react-router'
import { answerFromSermonFeed } from '#server/sermons/answer.ts'
import { latestShort } from '#server/sermons/present.ts'

export const Route = createFileRoute('/api/latest-short')({
  server: {
    handlers: {
      GET: () => answerFromSermonFeed(latestShort),
    },
  },
})
