import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleRetryMessage } from '#server/messages/http.ts'

export const Route = createFileRoute('/api/admin/messages/$id/retry')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        POST: { middleware: [requireAdmin], handler: ({ params, context }) => handleRetryMessage(params.id, context.admin) },
      }),
  },
})
