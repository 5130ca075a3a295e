import { createFileRoute } from '@tanstack/react-router'
import { currentAdmin } from '#server/auth/require-admin.ts'
import { json } from '#server/http/responses.ts'

export const Route = createFileRoute('/api/admin/auth')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const admin = await currentAdmin(request)
        const body = admin ? { authenticated: true, admin: { email: admin.email } } : { authenticated: false }
        return json(body, { headers: { 'Cache-Control': 'no-store' } })
      },
    },
  },
})
