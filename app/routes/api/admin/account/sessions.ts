import { createFileRoute } from '@tanstack/react-router'
import { endSessionsResponse, ownSessionsResponse } from '#server/account/http.ts'
import { requireAdminSession } from '#server/auth/require-admin.ts'

// GET lists the admin's sessions; DELETE ends every one but this browser's.
export const Route = createFileRoute('/api/admin/account/sessions')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        GET: { middleware: [requireAdminSession], handler: ({ context }) => ownSessionsResponse(context.session) },
        DELETE: { middleware: [requireAdminSession], handler: ({ request, context }) => endSessionsResponse(request, context.session) },
      }),
  },
})
