import { createFileRoute } from '@tanstack/react-router'
import { passkeySignInResponse } from '#server/second-factor/http.ts'

export const Route = createFileRoute('/api/admin/passkey-sign-in')({
  server: { handlers: { POST: ({ request }) => passkeySignInResponse(request) } },
})
