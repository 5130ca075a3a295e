import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { documentKey, handleReadVersion, versionNumber } from '#server/content/http.ts'

export const Route = createFileRoute('/api/admin/content/$key/versions/$version')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        GET: { middleware: [requireAdmin], handler: ({ params }) => handleReadVersion(documentKey(params.key), versionNumber(params.version)) },
      }),
  },
})
