import { createFileRoute } from '@tanstack/react-router'
import { handleDeleteMessage, handleSetHandled } from '#server/messages/http.ts'

export const Route = createFileRoute('/api/admin/messages/$id')({
  server: {
    handlers: {
      PATCH: ({ request, params }) => handleSetHandled(request, params.id),
      DELETE: ({ request, params }) => handleDeleteMessage(request, params.id),
    },
  },
})
