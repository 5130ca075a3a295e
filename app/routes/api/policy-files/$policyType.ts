import { createFileRoute } from '@tanstack/react-router'
import { handlePolicyFileLookup } from '#server/policies/read-requests.ts'

export const Route = createFileRoute('/api/policy-files/$policyType')({
  server: {
    handlers: {
      GET: ({ request, params }) => handlePolicyFileLookup(request, params.policyType),
    },
  },
})
