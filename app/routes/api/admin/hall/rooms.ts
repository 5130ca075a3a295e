import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleAddRoom } from '#server/hall/http.ts'

export const Route = createFileRoute('/api/admin/hall/rooms')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        POST: { middleware: [requireAdmin], handler: ({ request, context }) => handleAddRoom(request, context.admin) },
      }),
  },
})
