import { createFileRoute } from '@tanstack/react-router'
import { handlePageVisitRequest } from '#server/analytics/http.ts'

export const Route = createFileRoute('/api/analytics/page-visit')({
  server: {
    handlers: {
      POST: ({ request }) => handlePageVisitRequest(request),
    },
  },
})
