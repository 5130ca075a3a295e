import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleSaveLibrarySettings } from '#server/sermons/library-admin-http.ts'

/** What an administrator sets for the sermon library: the podcast feed's address. */
export const Route = createFileRoute('/api/admin/sermon-library/settings')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        PUT: { middleware: [requireAdmin], handler: ({ request, context }) => handleSaveLibrarySettings(request, context.admin) },
      }),
  },
})
