import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleDataExport } from '#server/rights/http.ts'

export const Route = createFileRoute('/api/admin/data-rights/export')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        POST: { middleware: [requireAdmin], handler: ({ request, context }) => handleDataExport(request, context.admin) },
      }),
  },
})
