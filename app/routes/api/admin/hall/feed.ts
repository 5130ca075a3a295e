import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleAdminFeed } from '#server/hall/http.ts'

export const Route = createFileRoute('/api/admin/hall/feed')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        POST: { middleware: [requireAdmin], handler: ({ context }) => handleAdminFeed(context.admin) },
      }),
  },
})
