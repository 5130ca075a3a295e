import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handlePolicyUpload } from '#server/policies/http.ts'

export const Route = createFileRoute('/api/policy-files/upload')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        POST: { middleware: [requireAdmin], handler: ({ request, context }) => handlePolicyUpload(request, context.admin) },
      }),
  },
})
