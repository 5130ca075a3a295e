import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleExportClaim } from '#server/giving/claims/http.ts'

export const Route = createFileRoute('/api/admin/gift-aid/claims/$id/export')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        GET: { middleware: [requireAdmin], handler: ({ request, params, context }) => handleExportClaim(request, params.id, context.admin) },
      }),
  },
})
