import { createFileRoute } from '@tanstack/react-router'
import { handleRemoveAdministrator } from '#server/admins/http.ts'
import { requireAdmin } from '#server/auth/require-admin.ts'

export const Route = createFileRoute('/api/admin/administrators/$id')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        DELETE: { middleware: [requireAdmin], handler: ({ params, context }) => handleRemoveAdministrator(params.id, context.admin) },
      }),
  },
})
