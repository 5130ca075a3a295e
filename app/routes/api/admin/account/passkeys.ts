import { createFileRoute } from '@tanstack/react-router'
import { addPasskeyResponse } from '#server/account/http.ts'
import { requireAdminSession } from '#server/auth/require-admin.ts'

export const Route = createFileRoute('/api/admin/account/passkeys')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        POST: { middleware: [requireAdminSession], handler: ({ request, context }) => addPasskeyResponse(request, context.session) },
      }),
  },
})
