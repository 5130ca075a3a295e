import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleListSmallDonations, handleRecordSmallDonations } from '#server/giving/gifts/http.ts'

/** The small cash gifts of each service, as one total a day. */
export const Route = createFileRoute('/api/admin/gifts/small-donations')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        GET: { middleware: [requireAdmin], handler: () => handleListSmallDonations() },
        POST: { middleware: [requireAdmin], handler: ({ request, context }) => handleRecordSmallDonations(request, context.admin) },
      }),
  },
})
