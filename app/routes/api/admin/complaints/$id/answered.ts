import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleMarkAnswered } from '#server/complaints/http.ts'

export const Route = createFileRoute('/api/admin/complaints/$id/answered')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        POST: { middleware: [requireAdmin], handler: ({ params, context }) => handleMarkAnswered(params.id, context.admin) },
      }),
  },
})
