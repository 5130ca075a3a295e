import { createFileRoute } from '@tanstack/react-router'
import { NotFound } from '#server/errors.ts'

/** Any /api/ path that no other route serves: a JSON 404, whatever the method or the Accept header. */
export const Route = createFileRoute('/api/$')({
  server: {
    handlers: {
      ANY: () => {
        throw new NotFound('Not found')
      },
    },
  },
})
