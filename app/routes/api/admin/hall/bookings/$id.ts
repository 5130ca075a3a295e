import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleUpdateBooking } from '#server/hall/http.ts'

export const Route = createFileRoute('/api/admin/hall/bookings/$id')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        PUT: { middleware: [requireAdmin], handler: ({ params, request, context }) => handleUpdateBooking(params.id, request, context.admin) },
      }),
  },
})
