import { createFileRoute } from '@tanstack/react-router'
import { handleListAdministrators } from '#server/admins/http.ts'
import { requireAdmin } from '#server/auth/require-admin.ts'

export const Route = createFileRoute('/api/admin/administrators')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        GET: { middleware: [requireAdmin], handler: ({ context }) => handleListAdministrators(context.admin) },
      }),
  },
})
