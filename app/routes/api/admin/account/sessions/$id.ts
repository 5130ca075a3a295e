import { createFileRoute } from '@tanstack/react-router'
import { endSessionsResponse } from '#server/account/http.ts'
import { requireAdminSession } from '#server/auth/require-admin.ts'

export const Route = createFileRoute('/api/admin/account/sessions/$id')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        DELETE: { middleware: [requireAdminSession], handler: ({ request, params, context }) => endSessionsResponse(request, context.session, params.id) },
      }),
  },
})
