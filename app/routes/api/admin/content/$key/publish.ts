import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { documentKey, handlePublish } from '#server/content/http.ts'

export const Route = createFileRoute('/api/admin/content/$key/publish')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        POST: {
          middleware: [requireAdmin],
          handler: ({ request, params, context }) => handlePublish(request, documentKey(params.key), context.admin.email),
        },
      }),
  },
})
