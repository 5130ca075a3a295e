import { createFileRoute } from '@tanstack/react-router'
import { handleFormApiRequest } from '#server/forms/http.ts'

export const Route = createFileRoute('/api/stay-in-touch')({
  server: {
    handlers: {
      POST: ({ request }) => handleFormApiRequest('stay_in_touch', request),
    },
  },
})
