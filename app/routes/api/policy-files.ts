import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handlePolicyRegistration } from '#server/policies/http.ts'

export const Route = createFileRoute('/api/policy-files')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        POST: { middleware: [requireAdmin], handler: ({ request, context }) => handlePolicyRegistration(request, context.admin) },
      }),
  },
})
