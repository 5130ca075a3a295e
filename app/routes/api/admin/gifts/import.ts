import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleImportStatement } from '#server/giving/gifts/http.ts'

/** A bank statement's credits imported as gifts. */
export const Route = createFileRoute('/api/admin/gifts/import')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        POST: { middleware: [requireAdmin], handler: ({ request, context }) => handleImportStatement(request, context.admin) },
      }),
  },
})
