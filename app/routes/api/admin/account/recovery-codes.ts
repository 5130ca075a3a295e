import { createFileRoute } from '@tanstack/react-router'
import { newRecoveryCodesResponse } from '#server/account/http.ts'
import { requireAdminSession } from '#server/auth/require-admin.ts'

export const Route = createFileRoute('/api/admin/account/recovery-codes')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({ POST: { middleware: [requireAdminSession], handler: ({ request, context }) => newRecoveryCodesResponse(request, context.session) } }),
  },
})
