import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleExport } from '#server/content/http.ts'

export const Route = createFileRoute('/api/admin/content/export')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        GET: { middleware: [requireAdmin], handler: () => handleExport() },
      }),
  },
})
