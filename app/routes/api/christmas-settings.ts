import { createFileRoute } from '@tanstack/react-router'
import { christmasSettingsSchema } from '~/lib/christmas/settings-schema'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { json } from '#server/http/responses.ts'
import { getChristmasSettings, updateChristmasSettings } from '#server/settings/christmas.ts'
import { parseJsonRequest } from '#server/http/validate.ts'

export const Route = createFileRoute('/api/christmas-settings')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        GET: { handler: async () => json(await getChristmasSettings()) },
        PATCH: {
          middleware: [requireAdmin],
          handler: async ({ request, context }) => {
            const settings = await parseJsonRequest(request, christmasSettingsSchema, 8 * 1024)
            return json(await updateChristmasSettings(settings, context.admin.email))
          },
        },
      }),
  },
})
