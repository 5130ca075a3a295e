import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { json } from '#server/http/responses.ts'
import { noticeDeliveries } from '#server/notices/notices.ts'

/** The latest e-mails of one notice, one per person, with what became of each. */
export const Route = createFileRoute('/api/admin/notices/$id/deliveries')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        GET: { middleware: [requireAdmin], handler: async ({ params }) => json(await noticeDeliveries(params.id)) },
      }),
  },
})
