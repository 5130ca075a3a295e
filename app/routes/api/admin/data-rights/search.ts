import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleDataSearch } from '#server/rights/http.ts'

export const Route = createFileRoute('/api/admin/data-rights/search')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        POST: { middleware: [requireAdmin], handler: ({ request, context }) => handleDataSearch(request, context.admin) },
      }),
  },
})
