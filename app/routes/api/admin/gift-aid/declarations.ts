import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleRecordPaper, handleSearchDeclarations } from '#server/giving/declarations/admin-http.ts'

/** The register of Gift Aid declarations: searched, and a paper declaration recorded. */
export const Route = createFileRoute('/api/admin/gift-aid/declarations')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        GET: { middleware: [requireAdmin], handler: ({ request, context }) => handleSearchDeclarations(request, context.admin) },
        POST: { middleware: [requireAdmin], handler: ({ request, context }) => handleRecordPaper(request, context.admin) },
      }),
  },
})
