import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { errorResponse, json } from '#server/http.ts'
import { deleteEmailConfiguration } from '#server/settings/email-configurations.ts'

export const Route = createFileRoute('/api/email-configurations/$id')({
  server: {
    handlers: {
      DELETE: async ({ request, params }) => {
        const admin = await requireAdmin(request)
        if (admin instanceof Response) return admin
        const deleted = await deleteEmailConfiguration(params.id, admin.email)
        return deleted ? json({ success: true }) : errorResponse(404, 'Email configuration not found')
      },
    },
  },
})
