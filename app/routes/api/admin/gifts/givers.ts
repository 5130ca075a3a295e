import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleSearchGivers } from '#server/giving/gifts/http.ts'

/** Declarations found by name or giving reference, to match a gift to. */
export const Route = createFileRoute('/api/admin/gifts/givers')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        GET: { middleware: [requireAdmin], handler: ({ request, context }) => handleSearchGivers(request, context.admin) },
      }),
  },
})
