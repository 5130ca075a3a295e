import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleRetrySubmission } from '#server/inbox/http.ts'

export const Route = createFileRoute('/api/admin/messages/$id/retry')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        POST: { middleware: [requireAdmin], handler: ({ params, context }) => handleRetrySubmission(params.id, context.admin) },
      }),
  },
})
