import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleCreateBooking } from '#server/hall/http.ts'

export const Route = createFileRoute('/api/admin/hall/bookings')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        POST: { middleware: [requireAdmin], handler: ({ request, context }) => handleCreateBooking(request, context.admin) },
      }),
  },
})
