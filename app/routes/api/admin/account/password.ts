import { createFileRoute } from '@tanstack/react-router'
import { changeOwnPasswordResponse } from '#server/account/password.ts'
import { requireAdminSession } from '#server/auth/require-admin.ts'
import { clientAddress } from '#server/http/responses.ts'

export const Route = createFileRoute('/api/admin/account/password')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        POST: {
          middleware: [requireAdminSession],
          handler: ({ request, context }) => changeOwnPasswordResponse(request, context.session.admin, clientAddress(request)),
        },
      }),
  },
})
