import { createFileRoute } from '@tanstack/react-router'
import { handlePolicyRegistration } from '#server/policies/http.ts'

export const Route = createFileRoute('/api/policy-files')({
  server: {
    handlers: {
      POST: ({ request }) => handlePolicyRegistration(request),
    },
  },
})
