import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleMarkSent } from '#server/giving/claims/http.ts'

export const Route = createFileRoute('/api/admin/gift-aid/claims/$id/sent')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        POST: { middleware: [requireAdmin], handler: ({ request, params, context }) => handleMarkSent(request, params.id, context.admin) },
      }),
  },
})
