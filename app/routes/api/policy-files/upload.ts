import { createFileRoute } from '@tanstack/react-router'
import { handlePolicyUpload } from '#server/policies/http.ts'

export const Route = createFileRoute('/api/policy-files/upload')({
  server: {
    handlers: {
      POST: ({ request }) => handlePolicyUpload(request),
    },
  },
})
