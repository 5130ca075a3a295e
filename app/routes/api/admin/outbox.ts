import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { json } from '#server/http/responses.ts'
import { listRecentEmails } from '#server/mail/outbox.ts'

/** The latest 50 notification e-mails and what became of them, for the dashboard. */
export const Route = createFileRoute('/api/admin/outbox')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        GET: { middleware: [requireAdmin], handler: async () => json(await listRecentEmails(50)) },
      }),
  },
})
