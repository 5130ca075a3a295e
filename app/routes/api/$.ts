import { createFileRoute } from '@tanstack/react-router'
import { errorResponse } from '#server/http.ts'

/** Any /api/ path that no other route serves: a JSON 404, whatever the method or the Accept header. */
export const Route = createFileRoute('/api/$')({
  server: {
    handlers: {
      ANY: () => errorResponse(404, 'Not found'),
    },
  },
})
