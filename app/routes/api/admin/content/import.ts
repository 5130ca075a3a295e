import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleImport } from '#server/content/http.ts'

export const Route = createFileRoute('/api/admin/content/import')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        POST: { middleware: [requireAdmin], handler: ({ request, context }) => handleImport(request, context.admin.email) },
      }),
  },
})
