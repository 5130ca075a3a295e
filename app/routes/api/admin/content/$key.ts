import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { readDocumentState } from '#server/content/document-state.ts'
import { documentKey } from '#server/content/http.ts'
import { json } from '#server/http/responses.ts'

export const Route = createFileRoute('/api/admin/content/$key')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        GET: { middleware: [requireAdmin], handler: async ({ params }) => json(await readDocumentState(documentKey(params.key))) },
      }),
  },
})
