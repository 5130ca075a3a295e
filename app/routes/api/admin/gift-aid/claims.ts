import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleBuildClaim, handleListClaims } from '#server/giving/claims/http.ts'

/** Gift Aid claims: the history, and building the claim of a period. */
export const Route = createFileRoute('/api/admin/gift-aid/claims')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        GET: { middleware: [requireAdmin], handler: () => handleListClaims() },
        POST: { middleware: [requireAdmin], handler: ({ request, context }) => handleBuildClaim(request, context.admin) },
      }),
  },
})
