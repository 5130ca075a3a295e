import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleDataErasure } from '#server/rights/http.ts'

export const Route = createFileRoute('/api/admin/data-rights/erase')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        POST: { middleware: [requireAdmin], handler: ({ request, context }) => handleDataErasure(request, context.admin) },
      }),
  },
})
