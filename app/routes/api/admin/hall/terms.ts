import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleAddTerms } from '#server/hall/http.ts'

export const Route = createFileRoute('/api/admin/hall/terms')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        POST: { middleware: [requireAdmin], handler: ({ request, context }) => handleAddTerms(request, context.admin) },
      }),
  },
})
