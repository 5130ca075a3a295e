import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleChangeSermon } from '#server/sermons/library-admin-http.ts'

/** One sermon: its speaker and passage confirmed or corrected, or hidden from the library and shown again. */
export const Route = createFileRoute('/api/admin/sermons/$videoId')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        PATCH: { middleware: [requireAdmin], handler: ({ request, params, context }) => handleChangeSermon(request, params.videoId, context.admin) },
      }),
  },
})
