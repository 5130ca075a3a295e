import { createFileRoute } from '@tanstack/react-router'
import { handleListMessages } from '#server/messages/http.ts'

export const Route = createFileRoute('/api/admin/messages')({
  server: { handlers: { GET: ({ request }) => handleListMessages(request) } },
})
