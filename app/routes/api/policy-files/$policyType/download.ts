import { createFileRoute } from '@tanstack/react-router'
import { handlePolicyDownload } from '#server/policies/http.ts'

export const Route = createFileRoute('/api/policy-files/$policyType/download')({
  server: {
    handlers: {
      GET: ({ request, params }) => handlePolicyDownload(request, params.policyType),
    },
  },
})
