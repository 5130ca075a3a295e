import { createFileRoute } from '@tanstack/react-router'
import { secondStepOptionsResponse } from '#server/second-factor/http.ts'

export const Route = createFileRoute('/api/admin/second-factor/options')({
  server: { handlers: { POST: ({ request }) => secondStepOptionsResponse(request) } },
})
