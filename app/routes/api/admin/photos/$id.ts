import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleDeletePhoto } from '#server/content/http.ts'

export const Route = createFileRoute('/api/admin/photos/$id')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        DELETE: { middleware: [requireAdmin], handler: ({ params, context }) => handleDeletePhoto(params.id, context.admin.email) },
      }),
  },
})
