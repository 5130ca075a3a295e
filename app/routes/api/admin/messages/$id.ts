import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleDeleteSubmission, handleSetHandled } from '#server/inbox/http.ts'

export const Route = createFileRoute('/api/admin/messages/$id')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        PATCH: { middleware: [requireAdmin], handler: ({ request, params, context }) => handleSetHandled(request, params.id, context.admin) },
        DELETE: { middleware: [requireAdmin], handler: ({ params, context }) => handleDeleteSubmission(params.id, context.admin) },
      }),
  },
})
