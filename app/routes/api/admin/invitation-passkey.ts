import { createFileRoute } from '@tanstack/react-router'
import { acceptInvitationWithPasskeyResponse } from '#server/admins/invitation-passkey-http.ts'

export const Route = createFileRoute('/api/admin/invitation-passkey')({
  server: { handlers: { POST: ({ request }) => acceptInvitationWithPasskeyResponse(request) } },
})
