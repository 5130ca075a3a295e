import { createFileRoute } from '@tanstack/react-router'
import { invitationPasskeyOptionsResponse } from '#server/admins/invitation-passkey-http.ts'

export const Route = createFileRoute('/api/admin/invitation-passkey/options')({
  server: { handlers: { POST: ({ request }) => invitationPasskeyOptionsResponse(request) } },
})
