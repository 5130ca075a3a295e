import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleListSermons } from '#server/sermons/library-admin-http.ts'

/** The library's sermons for the dashboard: to confirm, confirmed, hidden or all, searched by title. */
export const Route = createFileRoute('/api/admin/sermons')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        GET: { middleware: [requireAdmin], handler: ({ request }) => handleListSermons(request) },
      }),
  },
})
