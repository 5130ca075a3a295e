import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { NotFound } from '#server/errors.ts'
import { json } from '#server/http/responses.ts'
import { deleteEmailConfiguration } from '#server/settings/email-configurations.ts'

export const Route = createFileRoute('/api/email-configurations/$id')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        DELETE: {
          middleware: [requireAdmin],
          handler: async ({ params, context }) => {
            if (!(await deleteEmailConfiguration(params.id, context.admin.email))) throw new NotFound('Email configuration not found')
            return json({ success: true })
          },
        },
      }),
  },
})
