import { createFileRoute } from '@tanstack/react-router'
import { secondStepPasskeyResponse } from '#server/second-factor/http.ts'

export const Route = createFileRoute('/api/admin/second-factor')({
  server: { handlers: { POST: ({ request }) => secondStepPasskeyResponse(request) } },
})
