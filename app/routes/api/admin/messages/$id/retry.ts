import { createFileRoute } from '@tanstack/react-router'
import { handleRetryMessage } from '#server/messages/http.ts'

export const Route = createFileRoute('/api/admin/messages/$id/retry')({
  server: { handlers: { POST: ({ request, params }) => handleRetryMessage(request, params.id) } },
})
