import { createFileRoute } from '@tanstack/react-router'
import { handleHallFeed } from '#server/hall/feed-http.ts'

/** The hall diary's private feeds: /hall-diary/<secret>.ics, for administrators or one hirer. */
export const Route = createFileRoute('/hall-diary/$file')({
  server: {
    handlers: {
      GET: ({ params }) => handleHallFeed(params.file),
    },
  },
})
