import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleConfirmSuggested } from '#server/sermons/library-admin-http.ts'

/** Several sermons' speakers and passages confirmed as suggested at once. */
export const Route = createFileRoute('/api/admin/sermons/confirm-suggested')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        POST: { middleware: [requireAdmin], handler: ({ request, context }) => handleConfirmSuggested(request, context.admin) },
      }),
  },
})
