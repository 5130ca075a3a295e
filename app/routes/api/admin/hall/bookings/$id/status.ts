import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleBookingStatus } from '#server/hall/http.ts'

export const Route = createFileRoute('/api/admin/hall/bookings/$id/status')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        POST: { middleware: [requireAdmin], handler: ({ params, request, context }) => handleBookingStatus(params.id, request, context.admin) },
      }),
  },
})
