import { createFileRoute } from '@tanstack/react-router'
import { handlePolicyFileLookup } from '#server/policies/http.ts'

export const Route = createFileRoute('/api/policy-files/$policyType')({
  server: {
    handlers: {
      GET: ({ request, params }) => handlePolicyFileLookup(request, params.policyType),
    },
  },
})
