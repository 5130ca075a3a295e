import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleHallAdmin } from '#server/hall/http.ts'

export const Route = createFileRoute('/api/admin/hall')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        GET: { middleware: [requireAdmin], handler: () => handleHallAdmin() },
      }),
  },
})
