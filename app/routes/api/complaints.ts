import { createFileRoute } from '@tanstack/react-router'
import { handleFormApiRequest } from '#server/forms/http.ts'

export const Route = createFileRoute('/api/complaints')({
  server: {
    handlers: {
      POST: ({ request }) => handleFormApiRequest('complaint', request),
    },
  },
})
