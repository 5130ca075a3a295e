import { createFileRoute } from '@tanstack/react-router'
import { christmasSettingsSchema } from '~/lib/schemas/christmas-settings'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { json } from '#server/http.ts'
import { getChristmasSettings, updateChristmasSettings } from '#server/settings/christmas.ts'
import { parseJsonRequest } from '#server/validate.ts'

export const Route = createFileRoute('/api/christmas-settings')({
  server: {
    handlers: {
      GET: async () => json(await getChristmasSettings()),
      PATCH: async ({ request }) => {
        const admin = await requireAdmin(request)
        if (admin instanceof Response) return admin
        const settings = await parseJsonRequest(request, christmasSettingsSchema, 8 * 1024)
        if (settings instanceof Response) return settings
        return json(await updateChristmasSettings(settings, admin.email))
      },
    },
  },
})
