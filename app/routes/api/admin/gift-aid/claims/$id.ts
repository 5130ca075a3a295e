import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleShowClaim } from '#server/giving/claims/http.ts'

export const Route = createFileRoute('/api/admin/gift-aid/claims/$id')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        GET: { middleware: [requireAdmin], handler: ({ params, context }) => handleShowClaim(params.id, context.admin) },
      }),
  },
})
