import { createFileRoute } from '@tanstack/react-router'
import { answerFromSermonFeed } from '#server/sermons/answer.ts'
import { latestSermon } from '#server/sermons/present.ts'

export const Route = createFileRoute('/api/latest-sermon')({
  server: {
    handlers: {
      GET: () => answerFromSermonFeed(latestSermon),
    },
  },
})
