import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { errorResponse, json } from '#server/http.ts'
import { deleteEmailConfiguration } from '#server/settings/email-configurations.ts'

export const Route = createFileRoute('/api/email-configurations/$id')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        DELETE: {
          middleware: [requireAdmin],
          handler: async ({ params, context }) =>
            (await deleteEmailConfiguration(params.id, context.admin.email)) ? json({ success: true }) : errorResponse(404, 'Email configuration not found'),
        },
      }),
  },
})
