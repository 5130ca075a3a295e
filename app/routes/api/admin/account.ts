import { createFileRoute } from '@tanstack/react-router'
import { accountResponse } from '#server/account/http.ts'
import { requireAdminSession } from '#server/auth/require-admin.ts'

export const Route = createFileRoute('/api/admin/account')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({ GET: { middleware: [requireAdminSession], handler: ({ context }) => accountResponse(context.session) } }),
  },
})
