import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handlePolicyFileList, handlePolicyRegistration } from '#server/policies/http.ts'

export const Route = createFileRoute('/api/policy-files')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        GET: { middleware: [requireAdmin], handler: () => handlePolicyFileList() },
        POST: { middleware: [requireAdmin], handler: ({ request, context }) => handlePolicyRegistration(request, context.admin) },
      }),
  },
})
