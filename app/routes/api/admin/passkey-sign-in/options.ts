import { createFileRoute } from '@tanstack/react-router'
import { passkeySignInOptionsResponse } from '#server/second-factor/http.ts'

export const Route = createFileRoute('/api/admin/passkey-sign-in/options')({
  server: { handlers: { POST: ({ request }) => passkeySignInOptionsResponse(request) } },
})
