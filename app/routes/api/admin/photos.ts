import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handlePhotoLibrary } from '#server/content/http.ts'
import { handlePhotoUpload } from '#server/photos/http.ts'

export const Route = createFileRoute('/api/admin/photos')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        GET: { middleware: [requireAdmin], handler: () => handlePhotoLibrary() },
        POST: { middleware: [requireAdmin], handler: ({ request, context }) => handlePhotoUpload(request, context.admin) },
      }),
  },
})
