import { createFileRoute } from '@tanstack/react-router'
import { passkeyOptionsResponse } from '#server/account/http.ts'
import { requireAdminSession } from '#server/auth/require-admin.ts'

export const Route = createFileRoute('/api/admin/account/passkey-options')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({ POST: { middleware: [requireAdminSession], handler: ({ request, context }) => passkeyOptionsResponse(request, context.session) } }),
  },
})
