import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { json } from '#server/http.ts'
import { listRecentEmails as listRecentMessages } from '#server/mail/outbox.ts'

/** The latest 50 notification e-mails and what became of them, for the dashboard. */
export const Route = createFileRoute('/api/admin/outbox')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const admin = await requireAdmin(request)
        if (admin instanceof Response) return admin
        return json(await listRecentMessages(50))
      },
    },
  },
})
