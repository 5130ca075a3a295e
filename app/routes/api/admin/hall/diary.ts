import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleDiary } from '#server/hall/http.ts'

export const Route = createFileRoute('/api/admin/hall/diary')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        GET: { middleware: [requireAdmin], handler: ({ request }) => handleDiary(request) },
      }),
  },
})
