import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleLibraryState } from '#server/sermons/library-admin-http.ts'

/** The sermon library's state: its counts, the import's last check, the podcast feed. */
export const Route = createFileRoute('/api/admin/sermon-library')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        GET: { middleware: [requireAdmin], handler: () => handleLibraryState() },
      }),
  },
})
