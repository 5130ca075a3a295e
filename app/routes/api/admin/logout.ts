import { createFileRoute } from '@tanstack/react-router'
import { signOut } from '#server/auth/http.ts'

export const Route = createFileRoute('/api/admin/logout')({
  server: {
    handlers: {
      POST: ({ request }) => signOut(request),
    },
  },
})
