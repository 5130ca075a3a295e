import { createFileRoute } from '@tanstack/react-router'
import { handleResendInvitation } from '#server/admins/http.ts'
import { requireAdmin } from '#server/auth/require-admin.ts'

export const Route = createFileRoute('/api/admin/invitations/$id/resend')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        POST: { middleware: [requireAdmin], handler: ({ params, context }) => handleResendInvitation(params.id, context.admin) },
      }),
  },
})
