import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleMoveToInbox } from '#server/inbox/http.ts'

export const Route = createFileRoute('/api/admin/messages/$id/move-to-inbox')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        POST: { middleware: [requireAdmin], handler: ({ params, context }) => handleMoveToInbox(params.id, context.admin) },
      }),
  },
})
