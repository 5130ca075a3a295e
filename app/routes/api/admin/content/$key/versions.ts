import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { documentKey } from '#server/content/http.ts'
import { listVersions } from '#server/content/versions.ts'
import { json } from '#server/http/responses.ts'

export const Route = createFileRoute('/api/admin/content/$key/versions')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        GET: { middleware: [requireAdmin], handler: async ({ params }) => json({ versions: await listVersions(documentKey(params.key)) }) },
      }),
  },
})
