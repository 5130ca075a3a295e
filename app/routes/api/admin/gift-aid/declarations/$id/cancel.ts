import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleCancel } from '#server/giving/declarations/admin-http.ts'

export const Route = createFileRoute('/api/admin/gift-aid/declarations/$id/cancel')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        POST: { middleware: [requireAdmin], handler: ({ params, request, context }) => handleCancel(params.id, request, context.admin) },
      }),
  },
})
