import { createFileRoute } from '@tanstack/react-router'
import { handleWithdrawInvitation } from '#server/admins/http.ts'
import { requireAdmin } from '#server/auth/require-admin.ts'

export const Route = createFileRoute('/api/admin/invitations/$id')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        DELETE: { middleware: [requireAdmin], handler: ({ params, context }) => handleWithdrawInvitation(params.id, context.admin) },
      }),
  },
})
