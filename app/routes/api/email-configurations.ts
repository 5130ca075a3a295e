import { createFileRoute } from '@tanstack/react-router'
import { emailConfigurationSchema } from '~/lib/schemas/email-configuration'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { json } from '#server/http.ts'
import { listEmailConfigurations, saveEmailConfiguration } from '#server/settings/email-configurations.ts'
import { parseJsonRequest } from '#server/validate.ts'

export const Route = createFileRoute('/api/email-configurations')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const admin = await requireAdmin(request)
        if (admin instanceof Response) return admin
        return json(await listEmailConfigurations())
      },
      POST: async ({ request }) => {
        const admin = await requireAdmin(request)
        if (admin instanceof Response) return admin
        const configuration = await parseJsonRequest(request, emailConfigurationSchema, 8 * 1024)
        if (configuration instanceof Response) return configuration
        return json(await saveEmailConfiguration(configuration, admin.email))
      },
    },
  },
})
