import { createFileRoute } from '@tanstack/react-router'
import { handleRenameSelf } from '#server/admins/http.ts'
import { requireAdminSession } from '#server/auth/require-admin.ts'

export const Route = createFileRoute('/api/admin/account/name')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({ PUT: { middleware: [requireAdminSession], handler: ({ request, context }) => handleRenameSelf(request, context.session.admin) } }),
  },
})
