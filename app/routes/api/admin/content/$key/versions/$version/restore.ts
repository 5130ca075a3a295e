import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { documentKey, handleRestore, versionNumber } from '#server/content/http.ts'

export const Route = createFileRoute('/api/admin/content/$key/versions/$version/restore')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        POST: {
          middleware: [requireAdmin],
          handler: ({ request, params, context }) => handleRestore(request, documentKey(params.key), versionNumber(params.version), context.admin.email),
        },
      }),
  },
})
