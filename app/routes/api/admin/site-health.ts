import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleSiteHealth } from '#server/site-health/http.ts'

export const Route = createFileRoute('/api/admin/site-health')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        GET: { middleware: [requireAdmin], handler: () => handleSiteHealth() },
      }),
  },
})
