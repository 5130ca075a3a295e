import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleSettings } from '#server/hall/http.ts'

export const Route = createFileRoute('/api/admin/hall/settings')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        PUT: { middleware: [requireAdmin], handler: ({ request, context }) => handleSettings(request, context.admin) },
      }),
  },
})
