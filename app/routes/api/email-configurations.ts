import { createFileRoute } from '@tanstack/react-router'
import { emailConfigurationSchema } from '~/lib/mail/email-configuration-schema'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { json } from '#server/http/responses.ts'
import { listEmailConfigurations, saveEmailConfiguration } from '#server/settings/email-configurations.ts'
import { parseJsonRequest } from '#server/http/validate.ts'

export const Route = createFileRoute('/api/email-configurations')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        GET: { middleware: [requireAdmin], handler: async () => json(await listEmailConfigurations()) },
        POST: {
          middleware: [requireAdmin],
          handler: async ({ request, context }) => {
            const configuration = await parseJsonRequest(request, emailConfigurationSchema, 8 * 1024)
            return json(await saveEmailConfiguration(configuration, context.admin.email))
          },
        },
      }),
  },
})
