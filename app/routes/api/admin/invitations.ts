import { createFileRoute } from '@tanstack/react-router'
import { handleInvite } from '#server/admins/http.ts'
import { requireAdmin } from '#server/auth/require-admin.ts'

export const Route = createFileRoute('/api/admin/invitations')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        POST: { middleware: [requireAdmin], handler: ({ request, context }) => handleInvite(request, context.admin) },
      }),
  },
})
