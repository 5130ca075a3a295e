import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleChangeRoom, handleRemoveRoom } from '#server/hall/http.ts'

export const Route = createFileRoute('/api/admin/hall/rooms/$id')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        PUT: { middleware: [requireAdmin], handler: ({ params, request, context }) => handleChangeRoom(params.id, request, context.admin) },
        DELETE: { middleware: [requireAdmin], handler: ({ params, context }) => handleRemoveRoom(params.id, context.admin) },
      }),
  },
})
