import { createFileRoute } from '@tanstack/react-router'
import { handleFormApiRequest } from '#server/forms/http.ts'

export const Route = createFileRoute('/api/hall-hire')({
  server: {
    handlers: {
      POST: ({ request }) => handleFormApiRequest('hall_hire', request),
    },
  },
})
