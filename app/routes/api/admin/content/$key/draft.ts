import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { documentKey, handleDiscardDraft, handleSaveDraft } from '#server/content/http.ts'

export const Route = createFileRoute('/api/admin/content/$key/draft')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        PUT: {
          middleware: [requireAdmin],
          handler: ({ request, params, context }) => handleSaveDraft(request, documentKey(params.key), context.admin.email),
        },
        DELETE: {
          middleware: [requireAdmin],
          handler: ({ request, params, context }) => handleDiscardDraft(request, documentKey(params.key), context.admin.email),
        },
      }),
  },
})
