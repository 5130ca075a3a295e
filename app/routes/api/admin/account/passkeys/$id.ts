import { createFileRoute } from '@tanstack/react-router'
import { deletePasskeyResponse } from '#server/account/http.ts'
import { requireAdminSession } from '#server/auth/require-admin.ts'

export const Route = createFileRoute('/api/admin/account/passkeys/$id')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        DELETE: { middleware: [requireAdminSession], handler: ({ request, params, context }) => deletePasskeyResponse(request, context.session, params.id) },
      }),
  },
})
