import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleListSubmissions } from '#server/inbox/http.ts'

export const Route = createFileRoute('/api/admin/messages')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        GET: { middleware: [requireAdmin], handler: ({ request }) => handleListSubmissions(request) },
      }),
  },
})
