import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { listDocuments } from '#server/content/document-list.ts'
import { json } from '#server/http/responses.ts'

export const Route = createFileRoute('/api/admin/content')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        GET: { middleware: [requireAdmin], handler: async () => json({ documents: await listDocuments() }) },
      }),
  },
})
