import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleHirerFeed } from '#server/hall/http.ts'

export const Route = createFileRoute('/api/admin/hall/hirers/$id/feed')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        POST: { middleware: [requireAdmin], handler: ({ params, context }) => handleHirerFeed(params.id, context.admin) },
      }),
  },
})
