import { createFileRoute } from '@tanstack/react-router'
import { handleVisitsReport } from '#server/analytics/http.ts'
import { requireAdmin } from '#server/auth/require-admin.ts'

export const Route = createFileRoute('/api/admin/visits')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        GET: { middleware: [requireAdmin], handler: ({ request }) => handleVisitsReport(request) },
      }),
  },
})
